import { port } from './paths';
import { isPortOpen, Managed, stopProcess } from './processes';
import { startMongo } from './mongo';
import { startKafka } from './kafka';
import { startRedis } from './redis';

export interface Stack {
  env: { MONGO_URL: string; REDIS_URL: string; KAFKA_BROKERS: string };
  started: Managed[];
  stop(): Promise<void>;
}

type Piece = {
  name: string;
  envKey: 'MONGO_URL' | 'REDIS_URL' | 'KAFKA_BROKERS';
  port: number;
  url: string;
  start: () => Promise<Managed>;
};

function stackPieces(): Piece[] {
  return [
    {
      name: 'MongoDB',
      envKey: 'MONGO_URL',
      port: port('MONGO_PORT'),
      url: `mongodb://127.0.0.1:${port('MONGO_PORT')}`,
      start: () => startMongo({ port: port('MONGO_PORT') }),
    },
    {
      name: 'Redis',
      envKey: 'REDIS_URL',
      port: port('REDIS_PORT'),
      url: `redis://127.0.0.1:${port('REDIS_PORT')}`,
      start: () => startRedis(port('REDIS_PORT')),
    },
    {
      name: 'Kafka',
      envKey: 'KAFKA_BROKERS',
      port: port('KAFKA_PORT'),
      url: `127.0.0.1:${port('KAFKA_PORT')}`,
      start: () => startKafka({ port: port('KAFKA_PORT'), controllerPort: port('KAFKA_CONTROLLER_PORT') }),
    },
  ];
}

/** The URLs the stack will answer on (given in the environment, else the local ports), known before it is up. */
export function plannedEnv(): Stack['env'] {
  return Object.fromEntries(stackPieces().map((p) => [p.envKey, process.env[p.envKey] || p.url])) as Stack['env'];
}

/**
 * Makes sure MongoDB, Redis and Kafka answer: env URLs are used as given, a server already on the
 * local port is reused, and anything missing is started here (and stopped by stop()).
 */
export async function ensureStack(log: (line: string) => void = console.log): Promise<Stack> {
  const pieces = stackPieces();
  const started: Managed[] = [];
  const env = plannedEnv();
  const stop = async () => {
    await Promise.all(started.reverse().map((m) => stopProcess(m)));
  };
  try {
    await Promise.all(
      pieces.map(async (p) => {
        const given = process.env[p.envKey];
        if (given) {
          log(`${p.name}: using ${p.envKey}=${given}`);
          return;
        }
        if (await isPortOpen(p.port)) {
          log(`${p.name}: reusing the server on port ${p.port}`);
          return;
        }
        log(`${p.name}: starting on port ${p.port}...`);
        started.push(await p.start());
        log(`${p.name}: up`);
      }),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { env, started, stop };
}

if (require.main === module) {
  // `npm run stack`: keep the infrastructure up for repeated test runs; Ctrl-C stops what was started.
  ensureStack()
    .then((s) => {
      console.log(
        Object.entries(s.env)
          .map(([k, v]) => `${k}=${v}`)
          .join('\n'),
      );
      const bye = () => {
        void s.stop().then(() => process.exit(0));
      };
      process.on('SIGINT', bye);
      process.on('SIGTERM', bye);
    })
    .catch((err: Error) => {
      console.error(`local stack: ${err.message}`);
      process.exit(1);
    });
}
