import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import type { Config } from '../config';

/**
 * Attempts per IP and per email, counted in Redis so every gateway instance shares them: sign-in (guessing
 * passwords) and sign-up (each attempt costs a memory-hard hash, and repeated tries would probe which emails exist).
 */
export class LoginLimiter {
  private readonly byIp: RateLimiterRedis;
  private readonly byEmail: RateLimiterRedis;

  constructor(redis: Redis, config: Config, kind: 'login' | 'signup' = 'login') {
    const opts =
      kind === 'login'
        ? { storeClient: redis, points: config.LOGIN_RATE_LIMIT, duration: config.LOGIN_RATE_WINDOW_SEC }
        : { storeClient: redis, points: config.SIGNUP_RATE_LIMIT, duration: config.SIGNUP_RATE_WINDOW_SEC };
    this.byIp = new RateLimiterRedis({ ...opts, keyPrefix: `${config.REDIS_KEY_PREFIX}${kind}:ip` });
    this.byEmail = new RateLimiterRedis({ ...opts, keyPrefix: `${config.REDIS_KEY_PREFIX}${kind}:email` });
  }

  /** Returns seconds to wait when either budget is spent, else 0. */
  async consume(ip: string, email: string): Promise<number> {
    const results = await Promise.allSettled([this.byIp.consume(ip), this.byEmail.consume(email.trim().toLowerCase())]);
    const blocked = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (!blocked) return 0;
    if (blocked.reason instanceof RateLimiterRes) return Math.ceil(blocked.reason.msBeforeNext / 1000);
    throw blocked.reason;
  }
}
