import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { closeInfra, createLogger, Logger } from '@rbt/service-kit';
import { publicUrl, type Config } from './config';
import { buildApp } from './app';
import { compose, Deps } from './compose';
import type { NodeMiddleware } from './deps';
import { API_HEADERS } from './security-headers';
import { withMetrics } from './metrics';
import { withTracing } from './tracing';
import { isSameOrigin, requestIdOf } from './request-context';
import { rtbPath } from './platforms/rtb-path';
import { matchRoute, type Route } from './routing/forward';
import { pathOfUrl, withCanonicalPrefix } from './routing/path-rule';
import { clientOf, proxyTrust } from './routing/client-address';
import { CSRF, FORBIDDEN } from './auth/guards';
import { sessionKeyPrefix, sessionSecrets, touchAfterMs, type SessionUser } from './auth/session';
import { sessionCookieValue, verifiedSessionId } from './auth/session-cookie';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Started {
  port: number;
  deps: Deps;
  stop(): Promise<void>;
}

/**
 * Composes, then serves: metrics and tracing around the /rtb path, the proxy path (below: signed-in calls and the
 * payment providers' callbacks) and, for everything else, express (app.ts). stop() closes HTTP, the proxy's connections, the caches and then the connections.
 */
export async function start(
  config: Config,
  logger: Logger = createLogger('gateway', config.LOG_LEVEL),
): Promise<Started> {
  const deps = await compose(config, logger);
  const { proxy, sessions, platformKeys } = deps;
  const server = http.createServer(
    withMetrics(
      config.METRICS_TOKEN,
      withTracing(
        rtbPath(
          { keys: platformKeys, proxy, logger, headers: API_HEADERS, trust: proxyTrust(config.TRUST_PROXY) },
          signedInProxyPath({ ...deps, headers: API_HEADERS }, buildApp(deps)),
        ),
      ),
    ),
  );
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, '0.0.0.0', resolve);
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  logger.info({ port }, 'gateway listening');
  return {
    port,
    deps,
    stop: async () => {
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
      await deps.closeProxy();
      await sessions.close();
      await platformKeys.close();
      await closeInfra(deps);
    },
  };
}

/**
 * The main proxy path: signed-in calls to the services, handled before express: one route match, the cookie's signature
 * checked (express-session's format, same keys), the session read straight from Redis, then the same checks as the
 * express path (CSRF, admin role), the API answers' short header set (`API_HEADERS`, not helmet's page headers) and the
 * proxy. express-session re-parses cookies, builds a Session object and hashes it twice per call, and express walks a
 * dozen middlewares: together they made the gateway cost several times the service it fronts. Anything else (no or
 * invalid cookie, a session due for its idle-expiry re-save, an unreadable entry, every non-proxied path) goes to
 * express, so behaviour is unchanged. The payment providers' callbacks are served here too (`callbackPath`).
 */
interface FastPathDeps extends Pick<Deps, 'config' | 'redis' | 'proxy' | 'sessions' | 'securityHeaders' | 'session'> {
  headers: ReadonlyArray<readonly [string, string]>;
}

function signedInProxyPath(deps: FastPathDeps, fallback: Handler): Handler {
  const { config, redis, proxy, sessions, headers } = deps;
  const callback = callbackPath(deps, fallback);
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
    // A provider's callback: cookie or not, never a signed-in call (callbackPath, below).
    if (route?.callback) return callback(req, res, route);
    const cookie = route && sessionCookieValue(req.headers.cookie);
    if (!route || !cookie) return fallback(req, res);
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

/**
 * A payment provider's callback, the payer's browser back from the provider's page or the provider's IPN, answered
 * as express answers it, without express. It is a page the browser navigates to, so it gets helmet's page headers
 * (`securityHeaders`, the one definition) and no-store, not the API subset. The session runs through express-session
 * itself: a payer whose session is due for its idle-expiry re-save gets it (fresh TTL, Set-Cookie) on the return, as on
 * any page; a cookie-less IPN leaves no session. No same-origin rule (the provider's site posts it) and no identity:
 * the service trusts only the provider's signature. A session that cannot be read goes to express (its 500).
 */
function callbackPath({ config, proxy, securityHeaders, session }: FastPathDeps, fallback: Handler) {
  const steps = [securityHeaders, ...session];
  const trust = proxyTrust(config.TRUST_PROXY);
  return (req: IncomingMessage, res: ServerResponse, route: Route) => {
    const requestId = requestIdOf(req);
    res.setHeader('x-request-id', requestId);
    res.setHeader('cache-control', 'no-store');
    runEach(steps, req, res, (err) => {
      if (err) return fallback(req, res);
      const { ip, proto } = clientOf(req, trust);
      req.url = withCanonicalPrefix(req.url ?? '/', route.prefix);
      return proxy({ req, res, route, user: undefined, requestId, clientIp: ip, proto });
    });
  };
}

/** Runs middlewares in turn as express does, then `done`, with the first one's error if any. */
function runEach(
  steps: readonly NodeMiddleware[],
  req: IncomingMessage,
  res: ServerResponse,
  done: (err?: unknown) => void,
) {
  const at =
    (i: number) =>
    (err?: unknown): void =>
      err || i === steps.length ? done(err) : steps[i]!(req, res, at(i + 1));
  at(0)();
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) })
    .end(text);
}
