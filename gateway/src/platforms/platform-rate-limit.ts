import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Decisions per second per platform, counted in this gateway instance's memory (a one-second window of
 * rate-limiter-flexible): no Redis round trip on the path that must answer in milliseconds. With N instances
 * behind a balancer a platform may reach N × its limit; the limit protects the portal from one runaway
 * platform, it is not a billing figure (docs/decisions/admin.md).
 */
export class PlatformRateLimit {
  private readonly limiters = new Map<string, { points: number; limiter: RateLimiterMemory }>();

  /** Resolves 0 when the call may go on, else the seconds to wait (Retry-After). */
  async take(platformId: string, perSecond: number): Promise<number> {
    let entry = this.limiters.get(platformId);
    if (!entry || entry.points !== perSecond) {
      entry = { points: perSecond, limiter: new RateLimiterMemory({ points: perSecond, duration: 1 }) };
      this.limiters.set(platformId, entry);
    }
    try {
      await entry.limiter.consume(platformId);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  }
}
