import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { collectProcessMetrics, metricsAllowed, metricsText, startRequestTimer } from '@rbt/service-kit';
import { API_ROUTES } from '@rbt/contracts';
import { matchRoute } from './routing/forward';

const OWN = new Set(API_ROUTES.filter((o) => o.service === 'gateway').map((o) => o.path));

/** A label of bounded cardinality: the routing-table prefix for proxied calls, the gateway's own path, or a class. */
export function routeLabel(url: string): string {
  const path = url.split('?')[0]!;
  const proxied = matchRoute(path);
  if (proxied) return proxied.prefix;
  if (OWN.has(path)) return path;
  return path.startsWith('/api/') ? '/api (unmatched)' : 'static';
}

async function serveMetrics(token: string | undefined, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Anonymous callers (the internet reaches this port) learn nothing: the same 404 as any unknown path.
  if (!metricsAllowed(token, req.headers.authorization)) {
    res
      .writeHead(404, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ error: { code: 'not_found', message: 'No route for GET /metrics' } }));
    return;
  }
  const m = await metricsText();
  res.writeHead(200, { 'content-type': m.contentType }).end(m.body);
}

/**
 * Wraps the gateway's whole request listener (the API fast path and express): every answer is timed by route label
 * and status, requests in flight are counted, and /metrics answers only Prometheus' bearer token.
 */
export function withMetrics(token: string | undefined, listener: RequestListener): RequestListener {
  collectProcessMetrics();
  return (req, res) => {
    if (req.url === '/metrics') {
      void serveMetrics(token, req, res);
      return;
    }
    const done = startRequestTimer('gateway', req.method ?? 'GET');
    res.once('close', () => done(routeLabel(req.url ?? '/'), res.statusCode));
    listener(req, res);
  };
}
