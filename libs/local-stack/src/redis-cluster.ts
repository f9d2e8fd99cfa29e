import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { hasCommand, Managed, startProcess, stopProcess, waitFor, isPortOpen } from './processes';

export interface RedisCluster {
  /** `127.0.0.1:port,…` of the six nodes: the REDIS_CLUSTER_NODES of the services. */
  nodes: string;
  ports: number[];
  /** The redis-server of each node, by port (a failover test kills one). */
  processes: Map<number, Managed>;
  stop(): Promise<void>;
}

/** A port free for the node and for its cluster bus (port + 10000), from the OS. */
async function freeNodePort(taken: Set<number>): Promise<number> {
  for (;;) {
    const p = await new Promise<number>((resolve, reject) => {
      const s = net.createServer();
      s.once('error', reject);
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address() as net.AddressInfo;
        s.close(() => resolve(port));
      });
    });
    if (p < 55_000 && !taken.has(p) && !(await isPortOpen(p + 10_000))) return p;
  }
}

const cli = (port: number, ...args: string[]) =>
  execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Whether every node sees the whole cluster up (all 16384 slots served, every node agreeing). */
export function clusterOk(ports: number[]): boolean {
  try {
    return ports.every((p) => /cluster_state:ok/.test(cli(p, 'cluster', 'info')));
  } catch {
    return false;
  }
}

/**
 * A real Redis Cluster from Debian's redis-server: 3 masters and 3 replicas on 6 free ports, each node in a temporary
 * folder of its own (no persistence: the tests and the local stack start it empty), created with
 * `redis-cli --cluster create … --cluster-replicas 1` and answered once every node reports `cluster_state:ok`.
 * A short node timeout makes a killed master's replica take over within about 2 s.
 */
export async function startRedisCluster(log: (line: string) => void = () => undefined): Promise<RedisCluster> {
  if (!hasCommand('redis-server') || !hasCommand('redis-cli')) {
    throw new Error('redis cluster: redis-server and redis-cli are needed (apt-get install -y redis-server)');
  }
  // A port the OS called free may be taken before its node binds it (another test's cluster, or any outgoing
  // connection, draws from the same range): such a node never joins, so the cluster is made again on new ports.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(log);
    } catch (err) {
      if (attempt >= 3) throw err;
      log(`redis cluster: ${(err as Error).message.split('\n')[0]}; again on other ports`);
    }
  }
}

async function startOnce(log: (line: string) => void): Promise<RedisCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rbt-redis-cluster-'));
  const taken = new Set<number>();
  const ports: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const p = await freeNodePort(taken);
    taken.add(p);
    ports.push(p);
  }
  const processes = new Map<number, Managed>();
  const stop = async () => {
    await Promise.all([...processes.values()].map((m) => stopProcess(m, 'SIGKILL')));
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const p of ports) {
      const nodeDir = path.join(dir, String(p));
      fs.mkdirSync(nodeDir);
      processes.set(
        p,
        startProcess(`redis-cluster-${p}`, 'redis-server', [
          ...['--port', String(p), '--bind', '127.0.0.1', '--dir', nodeDir],
          ...['--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf', '--cluster-node-timeout', '1000'],
          ...['--save', '', '--appendonly', 'no'],
        ]),
      );
    }
    for (const p of ports) await waitFor(() => isPortOpen(p), `Redis cluster node ${p}`, 15_000, processes.get(p));
    log(`redis cluster: creating on ports ${ports.join(', ')}`);
    const addrs = ports.map((p) => `127.0.0.1:${p}`);
    try {
      execFileSync('redis-cli', ['--cluster', 'create', ...addrs, '--cluster-replicas', '1', '--cluster-yes'], {
        stdio: ['ignore', 'pipe', 'pipe'],
        encoding: 'utf8',
      });
    } catch (err) {
      const out = `${(err as { stdout?: string }).stdout ?? ''}${(err as { stderr?: string }).stderr ?? ''}`;
      throw new Error(`redis-cli --cluster create failed: ${out.trim().split('\n').slice(-3).join(' | ')}`);
    }
    await waitFor(async () => clusterOk(ports), 'Redis cluster_state:ok', 30_000);
    return { nodes: addrs.join(','), ports, processes, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** The port of the master serving `key`'s hash slot, and of its replicas, as the cluster sees them now. */
export function ownerOf(ports: number[], key: string): { master: number; replicas: number[] } {
  const slot = Number(cli(ports[0] as number, 'cluster', 'keyslot', key).trim());
  // Asked of the first node: a test asks before it kills one.
  const nodes = cli(ports[0] as number, 'cluster', 'nodes')
    .trim()
    .split('\n');
  const owner = nodes.find((l) => {
    const f = l.split(' ');
    return (
      f[2]?.includes('master') &&
      !f[2].includes('fail') &&
      f.slice(8).some((r) => {
        const [a, b] = r.split('-').map(Number);
        return a !== undefined && slot >= a && slot <= (b ?? a);
      })
    );
  });
  if (!owner) throw new Error(`no master serves slot ${slot}`);
  const id = owner.split(' ')[0];
  const portOf = (l: string) => Number((l.split(' ')[1] ?? '').split('@')[0]?.split(':')[1]);
  return { master: portOf(owner), replicas: nodes.filter((l) => l.split(' ')[3] === id).map(portOf) };
}

if (require.main === module) {
  // `npx tsx libs/local-stack/src/redis-cluster.ts`: a cluster for trying things by hand; Ctrl-C stops it.
  void startRedisCluster(console.log).then((c) => {
    console.log(`REDIS_CLUSTER_NODES=${c.nodes}`);
    const bye = () => void c.stop().then(() => process.exit(0));
    process.on('SIGINT', bye);
    process.on('SIGTERM', bye);
  });
}
