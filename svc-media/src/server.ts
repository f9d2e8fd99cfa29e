import fs from 'node:fs/promises';
import { closeInfra, createLogger, listen, startKafkaInBackground, type OutboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, Deps } from './compose';
import { startSubscribers } from './entry-points/kafka/subscribers';

import { sweepUploads, type SweepResult } from './domain/sweep-uploads-use-case';

export interface StartOptions {
  clock?: () => Date;
}
export interface Started {
  port: number;
  deps: Deps;
  relay: OutboxRelay;
  sweep(): Promise<SweepResult>;
  stop(): Promise<void>;
}

/** Connects MongoDB, Redis and Kafka, starts HTTP, the consumers, the outbox relay and the upload sweep; stop() undoes it all. */
export async function start(
  config: Config,
  logger = createLogger('svc-media', config.LOG_LEVEL),
  opts: StartOptions = {},
): Promise<Started> {
  const clock = opts.clock ?? (() => new Date());
  const deps = await compose(config, logger);
  const { ports, relay } = deps;
  const kafka = await startKafkaInBackground({
    bus: deps.bus,
    subscribe: () => startSubscribers(deps),
    logger,
    waitMs: config.KAFKA_START_WAIT_MS,
  });
  relay.start();
  relay.trigger();
  const sweep = () => sweepUploads(ports, clock(), config.UPLOAD_RETENTION_SEC * 1000);
  const sweeper = setInterval(() => {
    sweep().catch((err) => logger.error({ err }, 'upload sweep failed'));
  }, config.UPLOAD_SWEEP_INTERVAL_SEC * 1000);
  sweeper.unref();
  const http = await listen(buildApp(deps), config.PORT);
  logger.info({ port: http.port }, 'svc-media listening');
  return {
    port: http.port,
    deps,
    relay,
    sweep,
    stop: async () => {
      clearInterval(sweeper);
      await kafka.stop();
      await http.close();
      await relay.stop();
      await closeInfra(deps);
      ports.storage.close?.();
      await fs.rm(ports.workDir, { recursive: true, force: true });
    },
  };
}
