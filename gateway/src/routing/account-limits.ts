import type { IncomingMessage, ServerResponse } from 'node:http';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type Redis from 'ioredis';
import type { ApiProxy, ProxyCall } from './forward';
import { pathOfUrl, pathRule } from './path-rule';
import { routeClass, ROUTE_CLASSES, type AccountBudgets, type RouteClass } from './account-budgets';

/**
 * Per-account rate limits on the signed-in API (OWASP API4:2023), by route class, counted in Redis with
 * rate-limiter-flexible (the sign-in budgets' library) so every gateway instance shares them. One advertiser made
 * 7,002 drafts in 10 s and slowed everyone's reads with floods of large bodies; now each account has a budget per
 * class and window, and past it gets 429 with Retry-After, before the call reaches a service. Every answer carries
 * RateLimit-Limit/Remaining/Reset (IETF draft "RateLimit header fields"). Platforms (/rtb) have their own limit,
 * and anonymous calls reach only public data. Budgets: ACCOUNT_RATE_LIMITS (config.ts, docs/security.md).
 */
function setHeaders(res: ServerResponse, limit: number, state: RateLimiterRes): void {
  res.setHeader('RateLimit-Limit', String(limit));
  res.setHeader('RateLimit-Remaining', String(Math.max(0, state.remainingPoints)));
  res.setHeader('RateLimit-Reset', String(Math.max(1, Math.ceil(state.msBeforeNext / 1000))));
}

function tooMany(req: IncomingMessage, res: ServerResponse, kind: RouteClass, wait: number): void {
  const body = JSON.stringify({
    error: {
      code: 'rate_limited',
      message: `Too many requests of this kind (${kind}) from this account; try again in ${wait} s.`,
      details: { class: kind, retryAfterSec: wait },
    },
  });
  res.setHeader('Retry-After', String(wait));
  // A refused upload's bytes would sit unread on a kept-alive connection (docs/security.md, refused bodies).
  if (
    req.headers['content-length'] !== undefined
      ? req.headers['content-length'] !== '0'
      : req.headers['transfer-encoding']
  )
    res.setHeader('Connection', 'close');
  res.writeHead(429, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/** Wraps the proxy: a signed-in person's call spends from its class's budget first. */
export function accountLimitedProxy(proxy: ApiProxy, redis: Redis, prefix: string, budgets: AccountBudgets): ApiProxy {
  const limiters = Object.fromEntries(
    ROUTE_CLASSES.map((kind) => [
      kind,
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}account:${kind}`,
        points: budgets[kind].points,
        duration: budgets[kind].seconds,
        // Once an account is over, its further calls are refused from memory, without a Redis round trip.
        inMemoryBlockOnConsumed: budgets[kind].points,
        inMemoryBlockDuration: 0,
      }),
    ]),
  ) as Record<RouteClass, RateLimiterRedis>;

  return (call: ProxyCall) => {
    const { user, req, res } = call;
    if (!user || user.role === 'platform' || user.role === 'service') return proxy(call);
    const rule = pathRule(pathOfUrl(req.url ?? '/'));
    const kind = routeClass(req.method ?? 'GET', rule.kind === 'guarded' ? rule.key : '');
    const limit = budgets[kind].points;
    limiters[kind].consume(user.id).then(
      (state) => {
        setHeaders(res, limit, state);
        proxy(call);
      },
      (err: unknown) => {
        if (!(err instanceof RateLimiterRes)) {
          // Redis down: the limits fail open rather than take the API down with them; the session needs Redis too.
          proxy(call);
          return;
        }
        setHeaders(res, limit, err);
        tooMany(req, res, kind, Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      },
    );
  };
}
