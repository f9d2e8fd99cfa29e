import crypto from 'node:crypto';
import type Redis from 'ioredis';

// Deletes the lease only if it is still ours: a run that outlived its lease must not free another instance's.
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Runs `fn` on one instance at a time: a Redis lease (SET NX PX) held while it runs; null when another instance
 * holds it. A crashed holder frees it when `leaseMs` runs out.
 */
export async function runLeased<T>(
  redis: Redis,
  key: string,
  leaseMs: number,
  fn: () => Promise<T>,
): Promise<T | null> {
  const token = crypto.randomUUID();
  if (!(await redis.set(key, token, 'PX', leaseMs, 'NX'))) return null;
  try {
    return await fn();
  } finally {
    await redis.eval(RELEASE, 1, key, token);
  }
}
