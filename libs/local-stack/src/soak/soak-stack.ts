import fs from 'node:fs';
import { localPath } from '../paths';
import { isPortOpen, stopProcess, type Managed } from '../processes';
import { startMongo } from '../mongo';
import { startKafka, type KafkaOptions } from '../kafka';
import { startPortal, type Portal } from '../portal';
import { portalPorts } from '../../../test-kit/src/portal-ports';

/** Ports of the soak's own MongoDB and Kafka (never the shared 27017/9092). */
export const SOAK_PORTS = {
  mongo: Number(process.env.SOAK_MONGO_PORT ?? 27917),
  kafka: Number(process.env.SOAK_KAFKA_PORT ?? 19892),
  kafkaController: Number(process.env.SOAK_KAFKA_CONTROLLER_PORT ?? 19893),
};
/** Port offsets tried for the portal, first free one wins: other engineers run e2e with offsets of their own. */
const OFFSETS = process.env.SOAK_PORT_OFFSET ? [Number(process.env.SOAK_PORT_OFFSET)] : [950, 650, 550, 450, 350, 250];
/** Only the gateway and the services listen (no remotes in an API-only run). */
const listening = (ports: Record<string, string>) =>
  Object.entries(ports)
    .filter(([k]) => k === 'GATEWAY_PORT' || !/^(DASHBOARD|WIZARD|ADMIN|HELP)_/.test(k))
    .map(([, v]) => Number(v));

async function freePortalPorts(): Promise<Record<string, string>> {
  for (const offset of OFFSETS) {
    const ports = portalPorts(offset);
    const busy = await Promise.all(listening(ports).map((p) => isPortOpen(p)));
    if (!busy.some(Boolean)) return ports;
  }
  throw new Error(`soak: no free portal ports at offsets ${OFFSETS.join(', ')} (set SOAK_PORT_OFFSET)`);
}
export const SOAK_MONGO_LOG = localPath('logs', 'soak-mongo.log');

export interface SoakStack {
  portal: Portal;
  brokers: string;
  restartKafka(downMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A MongoDB-protocol server and a Kafka broker of the soak's own (fresh data, logs .local/logs/soak-*.log), the
 * shared Redis with a key prefix, and the portal's services and gateway without the remotes (API only).
 */
export async function startSoakStack(run: string, redisUrl: string, env: NodeJS.ProcessEnv): Promise<SoakStack> {
  // The portal's processes read their ports from the environment (paths.ts `port()`).
  Object.assign(process.env, await freePortalPorts());
  const busy: string[] = [];
  for (const p of [SOAK_PORTS.mongo, SOAK_PORTS.kafka, SOAK_PORTS.kafkaController]) {
    if (await isPortOpen(p)) busy.push(String(p));
  }
  if (busy.length)
    throw new Error(
      `soak: MongoDB/Kafka ports in use (another soak running? SOAK_MONGO_PORT, SOAK_KAFKA_PORT): ${busy.join(', ')}`,
    );
  const dataFile = localPath('soak', `${run}mongo.mv`);
  const kafkaOpts: KafkaOptions = {
    port: SOAK_PORTS.kafka,
    controllerPort: SOAK_PORTS.kafkaController,
    dataDir: localPath('soak', `${run}kafka`),
    name: 'soak-kafka',
  };
  const started: Managed[] = [];
  let kafka: Managed | undefined;
  let portal: Portal | undefined;
  const stop = async () => {
    await portal?.stop();
    await Promise.all([kafka && stopProcess(kafka), ...started.map((m) => stopProcess(m))]);
    fs.rmSync(dataFile, { force: true });
    fs.rmSync(kafkaOpts.dataDir!, { recursive: true, force: true });
    fs.rmSync(`${kafkaOpts.dataDir}.properties`, { force: true });
  };
  try {
    const [mongo, k] = await Promise.all([
      startMongo({ port: SOAK_PORTS.mongo, dataFile, name: 'soak-mongo' }),
      startKafka(kafkaOpts),
    ]);
    started.push(mongo);
    kafka = k;
    const brokers = `127.0.0.1:${SOAK_PORTS.kafka}`;
    portal = await startPortal({
      stack: { MONGO_URL: `mongodb://127.0.0.1:${SOAK_PORTS.mongo}`, REDIS_URL: redisUrl, KAFKA_BROKERS: brokers },
      dbPrefix: run,
      remotes: false,
      logPrefix: 'soak-',
      env,
      log: () => undefined,
    });
    return {
      portal,
      brokers,
      stop,
      restartKafka: async (downMs) => {
        await stopProcess(kafka!);
        await new Promise((r) => setTimeout(r, downMs));
        kafka = await startKafka(kafkaOpts);
      },
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
