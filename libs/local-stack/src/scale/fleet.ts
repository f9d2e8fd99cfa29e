import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from '../paths';
import { startProcess, stopProcess, waitFor, type Managed } from '../processes';
import { groupCpuSeconds } from '../cpu-time';
import { startBalancer, type Balancer } from './balancer';

const FLEET_SERVICES = ['campaigns', 'capacity', 'pricing', 'media'] as const;
type Service = (typeof FLEET_SERVICES)[number];
type Role = Service | 'gateway';

interface FleetOptions {
  /** Instances per role; 0 leaves a role out (its URL then points at a closed port). */
  instances: Record<Role, number>;
  /** Prefix of the databases, topics and Redis keys: the fleet's data stands apart from every other run. */
  run: string;
  /** Extra env for every process. */
  env?: NodeJS.ProcessEnv;
}

interface Instance {
  role: Role;
  name: string;
  port: number;
  proc: Managed;
}

export interface Fleet {
  /** The gateways' balancer, as the operator's platform reaches it. */
  url: string;
  platformKey: string;
  instances: Instance[];
  env: Record<string, string>;
  /** CPU seconds used so far by each instance (its process group), by name. */
  cpu(): Record<string, number>;
  /** Kills one instance (SIGKILL: no goodbye to its consumer group, its work under way neither finished nor committed). */
  kill(name: string): Promise<void>;
  stop(): Promise<void>;
}

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const secret = () => crypto.randomBytes(32).toString('base64url');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}

/**
 * Several instances of each service and of the gateway on the running local stack, each role behind a round-robin
 * layer-4 balancer (as a Kubernetes Service), with nothing shared but MongoDB, Redis and Kafka. Logs go to
 * .local/logs/<run><role>-<n>.log.
 */
export async function startFleet(o: FleetOptions): Promise<Fleet> {
  const live: Record<Role, number[]> = { campaigns: [], capacity: [], pricing: [], media: [], gateway: [] };
  const balancers = new Map<Role, Balancer>();
  for (const role of [...FLEET_SERVICES, 'gateway'] as const)
    balancers.set(role, await startBalancer(() => live[role]));
  const url = (role: Role) => `http://127.0.0.1:${balancers.get(role)!.port}`;
  const platformKey = `rbt_live_${crypto.randomBytes(8).toString('hex')}_${crypto.randomBytes(32).toString('base64url')}`;
  const env: Record<string, string> = {
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
    RBT_LOCAL_STACK: 'true',
    LOG_LEVEL: 'warn',
    KAFKA_TOPIC_PREFIX: `${o.run}.`,
    SERVING_KEY_PREFIX: `${o.run}:serving:`,
    INTERNAL_AUTH_SECRET: secret(),
    SERVING_URL_SECRET: secret(),
    UPLOAD_URL_SECRET: secret(),
    SESSION_SECRET: secret(),
    PUBLIC_SERVING_URL: url('gateway'),
    SEED_DEMO_PLATFORM_KEY: platformKey,
    RTB_DECISIONS_PER_SECOND: '100000',
    REDIS_KEY_PREFIX: o.run,
    ...Object.fromEntries(FLEET_SERVICES.map((s) => [`${s.toUpperCase()}_URL`, url(s)])),
    ...(o.env as Record<string, string>),
  };
  const instances: Instance[] = [];
  // Each instance has a process group of its own, which outlives a bench that crashed: ended with it.
  const killAll = () =>
    instances.forEach((i) => {
      try {
        process.kill(-(i.proc.child.pid as number), 'SIGKILL');
      } catch {
        /* already gone */
      }
    });
  process.once('exit', killAll);
  const stop = async () => {
    process.off('exit', killAll);
    await Promise.all(instances.map((i) => stopProcess(i.proc)));
    await Promise.all([...balancers.values()].map((b) => b.close()));
  };
  try {
    for (const role of [...FLEET_SERVICES, 'gateway'] as const) {
      for (let n = 1; n <= o.instances[role]; n += 1) {
        const port = await freePort();
        const name = `${role}-${n}`;
        const main = role === 'gateway' ? 'gateway/src/main.ts' : `svc-${role}/src/main.ts`;
        const db = role === 'gateway' ? 'accounts' : role;
        const proc = startProcess(`${o.run}${name}`, TSX, [path.join(ROOT, main)], {
          env: { ...env, PORT: String(port), MONGO_DB: `${o.run}rbt_${db}` },
        });
        instances.push({ role, name, port, proc });
      }
    }
    await Promise.all(
      instances.map(async (i) => {
        // The gateway's /api/health asks every service, and a fleet may leave some out.
        const probe = i.role === 'gateway' ? '/mf-manifest.json' : '/health';
        await waitFor(() => healthy(`http://127.0.0.1:${i.port}${probe}`), i.name, 180_000, i.proc);
        live[i.role].push(i.port);
      }),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: url('gateway'),
    platformKey,
    instances,
    env,
    cpu: () => Object.fromEntries(instances.map((i) => [i.name, groupCpuSeconds(i.proc.child.pid as number)])),
    kill: async (name) => {
      // It stays in the balancer's list, as a killed pod stays in its Service until its probe fails: the
      // balancer skips it once it refuses, and the connections open to it break.
      await stopProcess(instances.find((x) => x.name === name)!.proc, 'SIGKILL');
    },
    stop,
  };
}
