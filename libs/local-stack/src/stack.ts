import { port } from './paths';
import { isPortOpen, Managed, stopProcess } from './processes';
import { startMongo } from './mongo';
import { startKafka } from './kafka';
import { startRedis } from './redis';
import { startRedisCluster, type RedisCluster } from './redis-cluster';

export interface Stack {
  /** REDIS_CLUSTER_NODES only with RBT_REDIS_CLUSTER=true (or given): the services then serve on that Cluster. */
  env: { MONGO_URL: string; REDIS_URL: string; KAFKA_BROKERS: string; REDIS_CLUSTER_NODES?: string };
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
  const env: Stack['env'] = plannedEnv();
  let cluster: RedisCluster | undefined;
  const stop = async () => {
    await Promise.all(started.reverse().map((m) => stopProcess(m)));
    await cluster?.stop();
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
    // A Redis Cluster on demand (docs/scaling.md): the single Redis above stays up for what else uses it.
    if (process.env.REDIS_CLUSTER_NODES) {
      env.REDIS_CLUSTER_NODES = process.env.REDIS_CLUSTER_NODES;
      log(`Redis Cluster: using REDIS_CLUSTER_NODES=${env.REDIS_CLUSTER_NODES}`);
    } else if (process.env.RBT_REDIS_CLUSTER === 'true') {
      log('Redis Cluster: starting 3 masters and 3 replicas...');
      cluster = await startRedisCluster(log);
      env.REDIS_CLUSTER_NODES = cluster.nodes;
      log(`Redis Cluster: up (REDIS_CLUSTER_NODES=${cluster.nodes})`);
    }
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
