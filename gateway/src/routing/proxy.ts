import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'undici';
import type { Logger } from '@rbt/service-kit';
import type { Config } from '../config';
import type { Caller } from '@rbt/service-kit';
import { forwardRequestHeaders, forwardResponseHeaders } from './forward-headers';
import { identitySigner } from './identity-signer';
import { currentTraceparent } from '@rbt/service-kit';
import { serviceUrls, type Route, type ServiceName } from './route-table';

/** One proxied call: the route it matched (once) and the user the gateway vouches for, if any. */
export interface ProxyCall {
  req: IncomingMessage;
  res: ServerResponse;
  route: Route;
  user: Caller | undefined;
  requestId: string;
  clientIp: string;
  proto: string;
}

export type ApiProxy = (call: ProxyCall) => void;

const NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

function hasBody(req: IncomingMessage): boolean {
  if (req.headers['transfer-encoding']) return true;
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  // A DELETE or GET with neither header has no body (RFC 9112 §6.3); others may still stream one.
  return !NO_BODY.has(req.method ?? 'GET');
}

function sendError(res: ServerResponse, status: number, code: string, message: string, service: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: { code, message, details: { service } } });
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
    .end(body);
}

/**
 * Streams /api calls to the owning service over a keep-alive undici pool (bodies are never buffered, so uploads
 * pass through), and turns a down or slow service into a 502/504 naming it. The service receives exactly the
 * headers `forwardRequestHeaders` keeps plus what the gateway itself vouches for: the request id, the client
 * address and the signed identity, added here for every call whatever its shape (Expect, chunked, duplicated or
 * mixed-case headers), never in a proxy event that some request shapes skip.
 */
export function apiProxy(config: Config, logger: Logger): { proxy: ApiProxy; close(): Promise<void> } {
  const sign = identitySigner(config.INTERNAL_AUTH_SECRET);
  const urls = serviceUrls(config);
  const pools = Object.fromEntries(
    Object.entries(urls).map(([name, url]) => [
      name,
      new Pool(url, {
        connections: 128,
        keepAliveTimeout: 10_000,
        headersTimeout: config.PROXY_TIMEOUT_MS,
        bodyTimeout: config.PROXY_TIMEOUT_MS,
      }),
    ]),
  ) as Record<ServiceName, Pool>;

  const proxy: ApiProxy = ({ req, res, route, user, requestId, clientIp, proto }) => {
    const service = `svc-${route.service}`;
    if (route.maxBody !== undefined && Number(req.headers['content-length'] ?? 0) > route.maxBody) {
      // Never read: the connection closes after the answer so the unread bytes cannot reach the next request.
      res.setHeader('connection', 'close');
      const limit = `${Math.round(route.maxBody / 1024)} KB`;
      return sendError(res, 413, 'payload_too_large', `The body is larger than this route takes (${limit}).`, service);
    }
    const headers = forwardRequestHeaders(req.rawHeaders);
    headers.push('x-request-id', requestId, 'x-forwarded-for', clientIp, 'x-forwarded-proto', proto);
    const traceparent = currentTraceparent();
    if (traceparent) headers.push('traceparent', traceparent);
    if (user) {
      const who = {
        id: user.id,
        role: user.role,
        email: user.email,
        ...(user.sandbox ? { sandbox: true as const } : {}),
      };
      for (const [k, v] of Object.entries(sign(who))) headers.push(k, v);
    }
    // No abort signal of our own: a client that goes away destroys `req` (the upload body) or `res` (the writable
    // undici streams into), and undici aborts the upstream call on either.
    pools[route.service]
      .stream(
        { path: req.url ?? '/', method: (req.method ?? 'GET') as 'GET', headers, body: hasBody(req) ? req : undefined },
        ({ statusCode, headers: upstream }) => {
          const out = forwardResponseHeaders(upstream);
          // The service answered before the client's whole body arrived (a 413, a refusal): the rest of it would sit
          // unread on the client's keep-alive connection, so that connection closes after this answer.
          if (!req.complete) out.connection = 'close';
          res.writeHead(statusCode, out);
          return res;
        },
      )
      .catch((err: Error & { code?: string }) => {
        // The client is gone (its socket closed): nobody to answer. undici itself destroys `req` on failure, so that says nothing.
        if (res.destroyed) return;
        const timedOut = err.code === 'UND_ERR_HEADERS_TIMEOUT' || err.code === 'UND_ERR_BODY_TIMEOUT';
        logger.warn({ err: err.message, code: err.code, service, path: req.url, requestId }, 'proxy error');
        if (timedOut)
          sendError(res, 504, 'gateway_timeout', `${service} did not answer in time; please try again`, service);
        else sendError(res, 502, 'bad_gateway', `${service} is unavailable right now; please try again`, service);
      });
  };
  return {
    proxy,
    close: async () => {
      await Promise.all(Object.values(pools).map((p) => p.close()));
    },
  };
}
