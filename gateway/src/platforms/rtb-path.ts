import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@rbt/service-kit';
import { SERVING_PATHS } from '@rbt/contracts';
import { RTB_ROUTES, type ApiProxy, type Route } from '../routing/forward';
import { requestIdOf } from '../request-context';
import { clientOf, type ProxyTrust } from '../routing/client-address';
import { UNAUTHORIZED } from '../auth/guards';
import { bearerOf, isAdTagKey, isSandboxKey, keyIdOf, keyMatches, queryKeysOf } from './platform-keys';
import type { PlatformKeyCache } from './platform-key-cache';
import type { KeyRecord } from './platforms-repository';
import { PlatformRateLimit, rateHeaders } from './platform-rate-limit';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface RtbDeps {
  keys: PlatformKeyCache;
  proxy: ApiProxy;
  logger: Logger;
  headers: ReadonlyArray<readonly [string, string]>;
  /** Which peers' X-Forwarded-For is believed (TRUST_PROXY), as on every other path. */
  trust: ProxyTrust;
}

// One plain path segment: no empty (`//`), dot (`.`, `..`) or percent-encoded segment reaches a route.
const SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,199}$/;

/**
 * Whether a path is the gateway's /rtb business in any spelling (case, percent-encoding, doubled slashes,
 * backslashes): all of those are answered here, so a variant can never slip to a handler that does not check keys.
 */
export function isRtbSpelling(path: string): boolean {
  if (!/rtb|%|\\/i.test(path)) return false;
  let p = path;
  try {
    p = decodeURIComponent(path);
  } catch {
    /* a malformed escape: judged as written */
  }
  return /^[/\\]+rtb([/\\]|$)/i.test(p);
}

/** The route of an exact, canonical /rtb path: decisions exactly, track and media with plain segments after them. */
export function rtbRoute(path: string): Route | undefined {
  if (
    !path.startsWith('/rtb/') ||
    !path
      .slice(1)
      .split('/')
      .every((s) => SEGMENT.test(s))
  )
    return undefined;
  return RTB_ROUTES.find((r) => (r.platform && !r.perDecision ? path === r.prefix : path.startsWith(`${r.prefix}/`)));
}

/**
 * The ad-tag rules (docs/operators.md "Ad tags"): one credential, in the header or as one `key` parameter, never both;
 * only an ad-tag key (`rbt_tag_…`) may travel in a URL (a full API key in a URL would be in every log on its way), and
 * an ad-tag key asks for decisions only. Null when none of them refuses the request.
 */
function adTagRefusal(route: Route, authorization: string | undefined, queryKeys: string[]) {
  const bad = (message: string) => ({
    status: 400,
    body: { error: { code: 'bad_request', message } },
    headers: {} as Record<string, string>,
  });
  if (queryKeys.length > 1) return bad('key: send the ad-tag key once');
  if (queryKeys.length === 1 && authorization !== undefined) {
    return bad('key: send the key either in the Authorization header or as the key parameter, not both');
  }
  const given = queryKeys[0] ?? bearerOf(authorization);
  if (queryKeys.length === 1 && !isAdTagKey(queryKeys[0] as string)) {
    return {
      status: 401,
      body: {
        error: { code: 'unauthorized', message: 'Only an ad-tag key (rbt_tag_…) may be sent as the key parameter' },
      },
      headers: { 'www-authenticate': 'Bearer realm="rbt", error="invalid_request"' },
    };
  }
  if (given && isAdTagKey(given) && route.prefix !== SERVING_PATHS.decisions) {
    return {
      status: 403,
      body: { error: { code: 'forbidden', message: 'An ad-tag key may ask for decisions only' } },
      headers: {} as Record<string, string>,
    };
  }
  return null;
}

function send(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res
    .writeHead(status, {
      ...extra,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    })
    .end(text);
}

const usable = (key: string, r: KeyRecord | null, now: number): r is KeyRecord =>
  Boolean(r && !r.revokedAt && (r.expiresAt === null || r.expiresAt > now) && keyMatches(key, r.hash));

/**
 * The serving API for operators' platforms, handled before express and the session code (one route check, one
 * cache lookup, one SHA-256, the shared proxy): `/rtb/v1/decisions` needs a platform key and is proxied with the
 * signed identity `role: 'platform'`; track and media are public (the services check the URL signatures); any
 * other /rtb spelling is 404. A session cookie is no credential here, and a platform key none on /api.
 */
export function rtbPath({ keys, proxy, logger, headers, trust }: RtbDeps, fallback: Handler): Handler {
  const limits = new PlatformRateLimit();

  const unavailable = (res: ServerResponse, requestId: string) => (err: Error) => {
    logger.warn({ err: err.message, requestId }, 'platform key check failed');
    send(
      res,
      503,
      { error: { code: 'unavailable', message: 'Keys cannot be checked right now; please try again' } },
      { 'retry-after': '1' },
    );
  };

  const unauthorized = (res: ServerResponse, given: boolean) =>
    send(res, 401, UNAUTHORIZED, {
      'www-authenticate': given ? 'Bearer realm="rbt", error="invalid_token"' : 'Bearer realm="rbt"',
    });

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    route: Route,
    requestId: string,
    r?: KeyRecord,
    sandbox = false,
  ) => {
    const { ip, proto } = clientOf(req, trust);
    const user = r && {
      id: r.platformId,
      role: 'platform' as const,
      email: `platform:${r.platformName}`,
      ...(sandbox ? { sandbox: true as const } : {}),
    };
    proxy({ req, res, route, user, requestId, clientIp: ip, proto });
  };

  const admit = (req: IncomingMessage, res: ServerResponse, route: Route, requestId: string, key: string) => {
    return (record: KeyRecord | null) => {
      if (!usable(key, record, Date.now())) return unauthorized(res, true);
      keys.used(record);
      return void limits.take(record.platformId, record.decisionsPerSecond).then(
        (state) => {
          const rate = rateHeaders(state);
          if (!state.allowed) {
            return send(
              res,
              429,
              { error: { code: 'rate_limited', message: 'Too many decision requests for this platform' } },
              rate,
            );
          }
          // Set before the proxy writes the service's answer, so every answer the platform's key got carries them.
          for (const [name, value] of Object.entries(rate)) res.setHeader(name, value);
          return forward(req, res, route, requestId, record, isSandboxKey(key));
        },
        unavailable(res, requestId),
      );
    };
  };

  return (req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!path.startsWith('/rtb/') && !isRtbSpelling(path)) return fallback(req, res);
    const requestId = requestIdOf(req);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader('x-request-id', requestId);
    const route = rtbRoute(path);
    if (!route) return send(res, 404, { error: { code: 'not_found', message: 'No such serving route' } });
    const methods = route.methods ?? ['GET', 'HEAD'];
    if (!methods.includes(req.method ?? '')) {
      const allow = methods.join(', ');
      return send(res, 405, { error: { code: 'method_not_allowed', message: `Use ${methods[0]}` } }, { allow });
    }
    // A `key` parameter is taken off before anything is forwarded, whatever the route: it never reaches a service.
    const fromQuery = q < 0 ? { keys: [], rest: '' } : queryKeysOf(url.slice(q + 1));
    if (fromQuery.keys.length > 0) req.url = fromQuery.rest ? `${path}?${fromQuery.rest}` : path;
    if (!route.platform) return forward(req, res, route, requestId);
    const refused = adTagRefusal(route, req.headers.authorization, fromQuery.keys);
    if (refused) return send(res, refused.status, refused.body, refused.headers);
    const key = fromQuery.keys[0] ?? bearerOf(req.headers.authorization);
    const keyId = key && keyIdOf(key);
    if (!key || !keyId) return unauthorized(res, Boolean(req.headers.authorization) || fromQuery.keys.length > 0);
    const check = admit(req, res, route, requestId, key);
    const hit = keys.get(keyId);
    if (hit !== undefined) return check(hit);
    return void keys.load(keyId).then(check, unavailable(res, requestId));
  };
}
