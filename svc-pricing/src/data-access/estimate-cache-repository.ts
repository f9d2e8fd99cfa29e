import type Redis from 'ioredis';
import type { Logger } from '@rbt/service-kit';

/** The cache port the estimate use case needs; Redis here, anything with get/set in principle. */
export interface EstimateCache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<void>;
}

/**
 * Redis cache of serialised estimate answers with a TTL. A Redis failure is logged and treated as a miss:
 * quoting is cheap, so an outage of the cache must never fail a quote.
 */
export function redisEstimateCache(redis: Redis, prefix: string, ttlMs: number, logger: Logger): EstimateCache {
  return {
    async get(key) {
      if (ttlMs <= 0) return null;
      try {
        return await redis.get(prefix + key);
      } catch (err) {
        logger.warn({ err }, 'estimate cache read failed');
        return null;
      }
    },
    async set(key, value) {
      if (ttlMs <= 0) return;
      try {
        await redis.set(prefix + key, value, 'PX', ttlMs);
      } catch (err) {
        logger.warn({ err }, 'estimate cache write failed');
      }
    },
  };
}
