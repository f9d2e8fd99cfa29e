import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Where a platform stands in its window, as the RateLimit-* headers tell it (IETF draft httpapi-ratelimit-headers). */
export interface RateState {
  /** Requests the window allows. */
  limit: number;
  remaining: number;
  /** Whole seconds until the window resets (at least 1 while anything is used). */
  resetSec: number;
  /** Whether this request may go on; when not, resetSec is also its Retry-After. */
  allowed: boolean;
}

/** The headers of every answer to a platform's keyed request, and Retry-After on a 429. */
export function rateHeaders(s: RateState): Record<string, string> {
  return {
    'ratelimit-limit': String(s.limit),
    'ratelimit-remaining': String(s.remaining),
    'ratelimit-reset': String(s.resetSec),
    ...(s.allowed ? {} : { 'retry-after': String(s.resetSec) }),
  };
}

/**
 * Decisions per second per platform, counted in this gateway instance's memory (a one-second window of
 * rate-limiter-flexible): no Redis round trip on the path that must answer in milliseconds. With N instances
 * behind a balancer a platform may reach N × its limit; the limit protects the portal from one runaway
 * platform, it is not a billing figure (docs/decisions/admin.md).
 */
export class PlatformRateLimit {
  private readonly limiters = new Map<string, { points: number; limiter: RateLimiterMemory }>();

  /** Takes one request from the platform's window and says where it stands. */
  async take(platformId: string, perSecond: number): Promise<RateState> {
    let entry = this.limiters.get(platformId);
    if (!entry || entry.points !== perSecond) {
      entry = { points: perSecond, limiter: new RateLimiterMemory({ points: perSecond, duration: 1 }) };
      this.limiters.set(platformId, entry);
    }
    const state = (r: RateLimiterRes, allowed: boolean): RateState => ({
      limit: perSecond,
      remaining: Math.max(0, r.remainingPoints),
      resetSec: Math.max(1, Math.ceil(r.msBeforeNext / 1000)),
      allowed,
    });
    try {
      return state(await entry.limiter.consume(platformId), true);
    } catch (err) {
      if (err instanceof RateLimiterRes) return state(err, false);
      throw err;
    }
  }
}
