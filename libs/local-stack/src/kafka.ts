import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { JAVA_DIR, localPath } from './paths';
import { classpath, LEAN_JVM } from './java';
import { isPortOpen, Managed, startProcess, waitFor } from './processes';

export interface KafkaOptions {
  port: number;
  controllerPort: number;
  dataDir?: string;
  name?: string;
}

function writeConfig(opts: KafkaOptions, dataDir: string): string {
  const file = path.join(dataDir, '..', `${path.basename(dataDir)}.properties`);
  fs.writeFileSync(
    file,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${opts.controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${opts.port},CONTROLLER://127.0.0.1:${opts.controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${opts.port}`,
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      'inter.broker.listener.name=PLAINTEXT',
      `log.dirs=${dataDir}`,
      'num.partitions=3',
      'offsets.topic.replication.factor=1',
      'offsets.topic.num.partitions=3',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      // Consumers in tests join at once instead of waiting the default 3 s.
      'group.initial.rebalance.delay.ms=0',
      'auto.create.topics.enable=true',
      // Fewer threads than the defaults (3 network, 8 I/O, 10 background), which poll even when idle: on 2 cores more
      // cannot run at once anyway (docs/benchmarks.md, "The local Java servers' CPU").
      'num.network.threads=1',
      'num.io.threads=2',
      'background.threads=2',
      // The controller appends a no-op record to the metadata log every 500 ms by default (flushed, then read and
      // applied by the broker) only to show the log is alive; every 5 s is enough for a single local node.
      'metadata.max.idle.interval.ms=5000',
      '',
    ].join('\n'),
  );
  return file;
}

/**
 * A random KRaft cluster id (base64url of 16 bytes). One that starts with '-' is drawn again, as Kafka's own
 * Uuid.randomUuid does: StorageTool's argument parser reads `-t -abc…` as an unknown option and fails (1 start in 64).
 */
export function newClusterId(): string {
  for (;;) {
    const id = crypto.randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

/** Starts a single-node KRaft Apache Kafka broker from the Maven Central jars. */
export async function startKafka(opts: KafkaOptions): Promise<Managed> {
  const cp = classpath('kafka');
  const dataDir = opts.dataDir ?? localPath('kafka', 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const config = writeConfig(opts, dataDir);
  const jvm = [
    ...LEAN_JVM,
    '-Xmx768m',
    `-Dlog4j.configuration=file:${path.join(JAVA_DIR, 'log4j.properties')}`,
    '-cp',
    cp,
  ];
  if (!fs.existsSync(path.join(dataDir, 'meta.properties'))) {
    const clusterId = newClusterId();
    execFileSync(
      'java',
      [...jvm, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config, '--ignore-formatted'],
      { stdio: 'ignore' },
    );
  }
  const m = startProcess(opts.name ?? 'kafka', 'java', [...jvm, 'kafka.Kafka', config]);
  await waitFor(() => isPortOpen(opts.port), `Kafka broker on port ${opts.port}`, 180_000, m);
  return m;
}

export function kafkaDataDir(name: string): string {
  return localPath('kafka', name);
}
