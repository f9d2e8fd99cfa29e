import Redis from 'ioredis';

export type { Redis };

/** ioredis client that fails commands fast while disconnected instead of queueing them forever. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
}

export function redisHealth(redis: Redis) {
  return async () => {
    const pong = await redis.ping();
    if (pong !== 'PONG') throw new Error(`unexpected answer ${pong}`);
  };
}
