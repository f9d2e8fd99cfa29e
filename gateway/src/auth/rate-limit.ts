import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import type { Config } from '../config';

/**
 * Sign-up attempts per IP and per email, counted in Redis so every gateway instance shares them: each attempt
 * costs a memory-hard hash, and repeated tries would probe which emails exist. Sign-in has its own budgets
 * (sign-in-limiter.ts).
 */
export class LoginLimiter {
  private readonly byIp: RateLimiterRedis;
  private readonly byEmail: RateLimiterRedis;

  constructor(redis: Redis, config: Config) {
    const kind = 'signup';
    const opts = {
      storeClient: redis,
      points: config.SIGNUP_RATE_LIMIT,
      duration: Math.round(config.SIGNUP_RATE_WINDOW_MS / 1000),
    };
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
