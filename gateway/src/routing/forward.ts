import type { IncomingMessage, ServerResponse } from 'node:http';
import { Pool } from 'undici';
import { AUDIENCE_LIST_FILE_MAX_BYTES, SERVING_PATHS, SUPPRESSIONS_PATH } from '@rbt/contracts';
import { currentTraceparent, type Caller, type Logger } from '@rbt/service-kit';
import type { Config } from '../config';
import { pathRule } from './path-rule';
import { forwardRequestHeaders, forwardResponseHeaders } from './forward-headers';
import { identitySigner } from './identity-signer';

/**
 * Which service answers which path, and the proxy that forwards there: the table a call is matched against once,
 * then the pools that stream it to the service that table names. Kept together so that following a request from
 * its path to its service takes one file.
 */

/** Where providers send the payer back and post IPNs: /api/payments/<provider>/return | ipn. */
export const PAYMENT_CALLBACK_PREFIX = '/api/payments';

export type ServiceName = 'campaigns' | 'pricing' | 'media' | 'capacity';

export interface Route {
  prefix: string;
  service: ServiceName;
  /** Reachable without a session (public reference data). */
  public?: boolean;
  /** Only admins (403 for others). */
  admin?: boolean;
  /** Machine clients only: a platform API key, never a session (gateway/src/platforms/rtb-path.ts). */
  platform?: boolean;
  /**
   * A payment provider's callback (the payer's browser posting back from the provider's page, or the provider's
   * IPN): cross-site by nature, so no same-origin rule, and never signed with a session's identity, even when the
   * browser sends its cookie; the service trusts only the provider's signature and its own status inquiry.
   */
  callback?: boolean;
  /**
   * Largest declared body (Content-Length) the gateway forwards, sized to what the route takes (413 before the
   * service is reached); unset: the service's own limit (media uploads, the capacity CSV). The services' JSON limit
   * (256 KB) still applies to every JSON body, chunked ones included.
   */
  maxBody?: number;
  /** A keyed /rtb route with a decision's id after its prefix (the signed response URL), not only the prefix. */
  perDecision?: boolean;
  /** The methods an /rtb route takes; GET and HEAD when unset. */
  methods?: string[];
}

const KB = 1024;

/** Which service answers which /api prefix; the longest matching prefix wins. */
export const ROUTES: Route[] = [
  { prefix: '/api/admin/campaigns', service: 'campaigns', admin: true, maxBody: 16 * KB },
  { prefix: '/api/admin/capacity', service: 'capacity', admin: true },
  // Platforms' revenue shares and monthly statements (the platforms themselves are the gateway's).
  { prefix: '/api/admin/platform-shares', service: 'capacity', admin: true, maxBody: 16 * KB },
  { prefix: '/api/admin/platform-statements', service: 'capacity', admin: true },
  { prefix: '/api/admin/billing', service: 'campaigns', admin: true },
  // The Do-Not-Call register goes up as a file of a million lines or more (about 65 MB): the service streams it and
  // counts its hashes against DNC_MAX_HASHES, so no byte limit is set here.
  { prefix: SUPPRESSIONS_PATH, service: 'capacity', admin: true },
  { prefix: '/api/capacity', service: 'capacity', maxBody: 16 * KB },
  // A whole draft with its script and the browser's price breakdown is under 20 KB; room to spare for hostile
  // bodies the services answer with a field-named 400 (10,000 unknown city ids, 88 KB).
  { prefix: '/api/campaigns', service: 'campaigns', maxBody: 128 * KB },
  { prefix: '/api/dashboard', service: 'campaigns', maxBody: 16 * KB },
  { prefix: '/api/invoices', service: 'campaigns', maxBody: 16 * KB },
  { prefix: '/api/billing', service: 'campaigns', maxBody: 16 * KB },
  { prefix: '/api/analytics', service: 'campaigns', maxBody: 16 * KB },
  { prefix: '/api/notifications', service: 'campaigns', maxBody: 16 * KB },
  // The signed one-click link in notification emails (svc-campaigns checks its HMAC).
  { prefix: '/api/notifications/unsubscribe', service: 'campaigns', public: true, maxBody: 16 * KB },
  // The verification URL printed in a proof of play: whoever holds the PDF checks it without an account.
  { prefix: '/api/proof-of-play/verify', service: 'campaigns', public: true, maxBody: 16 * KB },
  { prefix: '/api/estimate', service: 'pricing', maxBody: 32 * KB },
  { prefix: '/api/price', service: 'pricing', maxBody: 32 * KB },
  { prefix: '/api/reference', service: 'pricing', public: true, maxBody: 16 * KB },
  { prefix: PAYMENT_CALLBACK_PREFIX, service: 'campaigns', public: true, callback: true, maxBody: 16 * KB },
  // The largest customer list as a file (contracts AUDIENCE_LIST_FILE_MAX_BYTES).
  { prefix: '/api/audience-lists', service: 'pricing', maxBody: AUDIENCE_LIST_FILE_MAX_BYTES },
  { prefix: '/api/tts', service: 'media', maxBody: 32 * KB },
  { prefix: '/api/objects', service: 'media' },
  { prefix: '/api/audio-files', service: 'media' },
  { prefix: '/api/audio', service: 'media' },
  { prefix: '/api/help', service: 'media', maxBody: 16 * KB },
  // Serving API for operators' platforms: matched only by the /rtb path, exactly, never by the /api code below.
  { prefix: SERVING_PATHS.decisions, service: 'capacity', platform: true },
  { prefix: SERVING_PATHS.creatives, service: 'capacity', platform: true },
  { prefix: SERVING_PATHS.reports, service: 'capacity', platform: true },
  // A statement's file name after the prefix (`2026-11.pdf`), as a response URL has its decision's id.
  { prefix: SERVING_PATHS.statements, service: 'capacity', platform: true, perDecision: true },
  // A caller's key press: a number and a key, well under 1 KB.
  {
    prefix: SERVING_PATHS.responses,
    service: 'capacity',
    platform: true,
    perDecision: true,
    methods: ['POST'],
    maxBody: 4 * KB,
  },
  { prefix: SERVING_PATHS.track, service: 'capacity', public: true },
  { prefix: SERVING_PATHS.media, service: 'media', public: true },
];

const isRtb = (r: Route) => r.prefix.startsWith('/rtb/');
/** The /rtb routes; `matchRoute` never answers one, so no session path can proxy to them. */
export const RTB_ROUTES: readonly Route[] = ROUTES.filter(isRtb);

// Longest prefix first, sorted once: every proxied call asks this several times.
const BY_LENGTH = ROUTES.filter((r) => !isRtb(r)).sort((a, b) => b.prefix.length - a.prefix.length);

/** The route of a request path (before `?`) under the gateway's path rule: canonical spellings only, any case. */
export function matchRoute(path: string): Route | undefined {
  const v = pathRule(path);
  if (v.kind !== 'guarded') return undefined;
  return BY_LENGTH.find((r) => v.key === r.prefix || v.key.startsWith(`${r.prefix}/`));
}

export function serviceUrls(c: Config): Record<ServiceName, string> {
  return { campaigns: c.CAMPAIGNS_URL, pricing: c.PRICING_URL, media: c.MEDIA_URL, capacity: c.CAPACITY_URL };
}

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
