import type { Request, Response, RequestHandler } from 'express';
import http, { ClientRequest } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { signIdentity, Logger } from '@rbt/service-kit';
import type { Config } from '../config';
import { matchRoute, serviceUrls } from './route-table';
import { currentUser } from '../auth/session';

function sendError(res: Response, status: number, code: string, message: string, service: string) {
  if (res.headersSent) { res.end(); return; }
  res.status(status).json({ error: { code, message, details: { service } } });
}

/**
 * Streams /api calls to the owning service (bodies are never buffered here, so uploads pass through),
 * adds the request id and the signed caller identity, and turns a down or slow service into 502/504.
 */
export function apiProxy(config: Config, logger: Logger): RequestHandler {
  const urls = serviceUrls(config);
  // Reused connections to the services: a new TCP connection per call costs more than the call itself.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });
  return createProxyMiddleware<Request, Response>({
    agent,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: config.PROXY_TIMEOUT_MS,
    router: (req) => urls[matchRoute(req.path)!.service],
    pathFilter: (path) => Boolean(matchRoute(path.split('?')[0] ?? path)),
    on: {
      proxyReq: (proxyReq: ClientRequest, req: Request) => {
        (req as Request & { proxyStarted?: number }).proxyStarted = Date.now();
        proxyReq.removeHeader('cookie');
        for (const h of ['x-rbt-user', 'x-rbt-timestamp', 'x-rbt-signature']) proxyReq.removeHeader(h);
        proxyReq.setHeader('x-request-id', String(req.headers['x-request-id']));
        const user = currentUser(req);
        if (user) {
          for (const [k, v] of Object.entries(signIdentity(config.INTERNAL_AUTH_SECRET, { id: user.id, role: user.role, email: user.email }))) proxyReq.setHeader(k, v);
        }
      },
      error: (err, req, res) => {
        const r = req as Request & { proxyStarted?: number };
        const service = `svc-${matchRoute(r.path)?.service ?? 'unknown'}`;
        const elapsed = Date.now() - (r.proxyStarted ?? Date.now());
        const timedOut = elapsed >= config.PROXY_TIMEOUT_MS - 50;
        logger.warn({ err: (err as Error).message, service, path: r.path, requestId: r.headers['x-request-id'] }, 'proxy error');
        if ('status' in res) {
          if (timedOut) sendError(res as Response, 504, 'gateway_timeout', `${service} did not answer in time; please try again`, service);
          else sendError(res as Response, 502, 'bad_gateway', `${service} is unavailable right now; please try again`, service);
        }
      },
    },
  });
}
