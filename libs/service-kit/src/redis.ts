import Redis, { Cluster, type ChainableCommander, type ClusterOptions, type RedisOptions } from 'ioredis';

export type { Redis };

/** The fail-fast options of the general connection: commands fail while disconnected instead of queueing forever. */
const FAIL_FAST: RedisOptions = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false };

/** `host:port,host:port` seed nodes of a Redis Cluster (REDIS_CLUSTER_NODES). */
export function clusterSeeds(nodes: string): { host: string; port: number }[] {
  return nodes
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .map((n) => {
      const cut = n.lastIndexOf(':');
      return { host: n.slice(0, cut), port: Number(n.slice(cut + 1)) };
    });
}

/**
 * An ioredis Cluster client over the seed nodes with `options` for every node connection. A failover moves slots:
 * the client follows MOVED/ASK redirections and refreshes its slot map itself (ioredis), a command to a master that
 * just died fails after the node's retries instead of waiting for the promotion.
 */
function createCluster(nodes: string, options: RedisOptions, cluster: ClusterOptions = {}): Cluster {
  const { keyPrefix, enableOfflineQueue, ...redisOptions } = options;
  return new Cluster(clusterSeeds(nodes), {
    keyPrefix,
    enableOfflineQueue,
    // Slots a failover moved are followed by the client; a bounded number of redirections keeps a call short.
    maxRedirections: 6,
    retryDelayOnFailover: 100,
    retryDelayOnClusterDown: 100,
    ...cluster,
    redisOptions,
  });
}

/**
 * What a Cluster's nodes take from REDIS_URL: its user and password (a managed Cluster asks every node for them) and
 * TLS when the scheme is `rediss:`. The seeds of REDIS_CLUSTER_NODES are bare `host:port`.
 */
export function clusterAuthOf(url: string): RedisOptions {
  const u = new URL(url);
  return {
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/**
 * The one way a service connects to Redis: on a single Redis at `url`, or on the Cluster of `clusterNodes`
 * (REDIS_CLUSTER_NODES) when given, with REDIS_URL's credentials. `options` default to failing commands fast while
 * disconnected instead of queueing them forever; a connection with its own bounds (svc-capacity's serving store)
 * passes them. Typed as the single client: the Cluster client answers the same commands, and every multi-key
 * command, transaction or script a service sends keeps its keys on one hash slot (docs/scaling.md).
 */
export function createRedis(url: string, clusterNodes?: string, options: RedisOptions = FAIL_FAST): Redis {
  if (clusterNodes) return createCluster(clusterNodes, { ...clusterAuthOf(url), ...options }) as unknown as Redis;
  return new Redis(url, { lazyConnect: false, ...options });
}

export function redisHealth(redis: Redis) {
  return async () => {
    const pong = await redis.ping();
    if (pong !== 'PONG') throw new Error(`unexpected answer ${pong}`);
  };
}

/** Whether the client is a Redis Cluster's (ioredis marks it). */
export const isCluster = (redis: Redis) => (redis as unknown as { isCluster?: boolean }).isCluster === true;

/**
 * One small batch of commands per item (each item's on keys of one hash slot): in one pipeline on a single Redis, as
 * before; on a Cluster, where a pipeline may not span slots, one pipeline per item, sent together. Answers the
 * pipeline results, one [error, reply] per command in item order.
 */
export async function commandsPerItem<T>(
  redis: Redis,
  items: readonly T[],
  add: (p: ChainableCommander, item: T) => void,
): Promise<[Error | null, unknown][]> {
  if (!isCluster(redis)) {
    const p = redis.pipeline();
    for (const item of items) add(p, item);
    return (await p.exec()) ?? [];
  }
  const out: [Error | null, unknown][] = [];
  for (let i = 0; i < items.length; i += 1000) {
    const batches = await Promise.all(
      items.slice(i, i + 1000).map((item) => {
        const p = redis.pipeline();
        add(p, item);
        return p.exec();
      }),
    );
    for (const b of batches) out.push(...(b ?? []));
  }
  return out;
}

/** Every master of a Cluster (a SCAN there covers one node only), or the single Redis itself. */
export const masters = (redis: Redis): Redis[] =>
  isCluster(redis) ? (redis as unknown as Cluster).nodes('master') : [redis];
