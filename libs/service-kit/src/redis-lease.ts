import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

/**
 * `task` made to run on one instance at a time among every instance sharing the Redis: a round first takes the lease
 * `key` (SET NX PX with a token of its own) and is skipped while another instance holds it. The holder renews the
 * lease every third of `leaseMs` while its round runs and releases it at the end only if it is still its own (a
 * lease that ran out and was taken by another instance is left to that one); a killed holder's lease runs out after
 * `leaseMs`, and the next tick of another instance takes it. Resolves whether this round ran.
 */
export function withLease(
  redis: Redis,
  key: string,
  leaseMs: number,
  task: () => Promise<unknown>,
): () => Promise<boolean> {
  return async () => {
    const token = crypto.randomUUID();
    if ((await redis.set(key, token, 'PX', leaseMs, 'NX')) !== 'OK') return false;
    const renew = setInterval(
      () => void redis.eval(RENEW, 1, key, token, String(leaseMs)).catch(() => undefined),
      Math.max(1, Math.floor(leaseMs / 3)),
    );
    renew.unref();
    try {
      await task();
      return true;
    } finally {
      clearInterval(renew);
      await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    }
  };
}
