import type { IncomingMessage, ServerResponse } from 'node:http';
import type Redis from 'ioredis';
import { publicUrl, type Config } from '../config';
import type { ApiProxy } from './proxy';
import { matchRoute, type Route } from './route-table';
import { pathOfUrl, withCanonicalPrefix } from './path-rule';
import { isSameOrigin, requestIdOf } from '../request-context';
import { clientOf, proxyTrust } from './client-address';
import { CSRF, FORBIDDEN } from '../auth/guards';
import type { SessionCache } from '../auth/session-cache';
import { sessionKeyPrefix, sessionSecrets, touchAfterMs, type SessionUser } from '../auth/session';
import { sessionCookieValue, verifiedSessionId } from '../auth/session-cookie';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
    .end(text);
}

/**
 * The main proxy path: signed-in calls to the services, handled before express: one route match, the cookie's signature checked
 * (express-session's format, same keys), the session read straight from Redis, then the same checks as the express
 * path (CSRF, admin role), the same security headers and the proxy. express-session re-parses cookies, builds a
 * Session object and hashes it twice per call, and express walks a dozen middlewares: together they made the
 * gateway cost several times the service it fronts. Anything else (no or invalid cookie, a session due for its
 * idle-expiry re-save, an unreadable entry, every non-proxied path) goes to express, so behaviour is unchanged.
 */
export interface FastPathDeps {
  config: Config;
  redis: Redis;
  proxy: ApiProxy;
  sessions: SessionCache;
  headers: ReadonlyArray<readonly [string, string]>;
}

export function signedInProxyPath(
  { config, redis, proxy, sessions, headers }: FastPathDeps,
  fallback: Handler,
): Handler {
  const refreshAfter = touchAfterMs(config);
  const keyPrefix = sessionKeyPrefix(config);
  const secrets = sessionSecrets(config);
  const configured = new URL(publicUrl(config)).origin;
  const trust = proxyTrust(config.TRUST_PROXY);

  const serve = (req: IncomingMessage, res: ServerResponse, route: Route, user: SessionUser) => {
    const requestId = requestIdOf(req);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader('x-request-id', requestId);
    const { ip, proto } = clientOf(req, trust);
    if (!isSameOrigin(req, proto, configured)) return sendJson(res, 403, CSRF);
    if (route.admin && user.role !== 'admin') return sendJson(res, 403, FORBIDDEN);
    req.url = withCanonicalPrefix(req.url ?? '/', route.prefix);
    return proxy({ req, res, route, user, requestId, clientIp: ip, proto });
  };

  return (req, res) => {
    // The gateway's path rule (routing/path-rule.ts): any spelling of /api is caught; non-canonical ones go to express, which refuses them.
    const route = matchRoute(pathOfUrl(req.url ?? '/'));
    const cookie = route && sessionCookieValue(req.headers.cookie);
    if (!route || route.callback || !cookie) return fallback(req, res);
    const now = Date.now();
    const hit = sessions.get(cookie, now);
    // A session due for its idle-expiry re-save goes through express-session, which saves it.
    if (hit) return now - hit.touchedAt >= refreshAfter ? fallback(req, res) : serve(req, res, route, hit.user);
    const id = verifiedSessionId(cookie, secrets);
    if (!id) return fallback(req, res);
    const version = sessions.version();
    return void redis.get(`${keyPrefix}${id}`).then(
      (json) => {
        let sess: { user?: SessionUser; touchedAt?: number } | undefined;
        try {
          sess = json ? JSON.parse(json) : undefined;
        } catch {
          sess = undefined;
        }
        if (!sess?.user || Date.now() - (sess.touchedAt ?? 0) >= refreshAfter) return fallback(req, res);
        sessions.set(cookie, { id, user: sess.user, touchedAt: sess.touchedAt ?? 0, readAt: Date.now() }, version);
        return serve(req, res, route, sess.user);
      },
      () => fallback(req, res),
    );
  };
}
