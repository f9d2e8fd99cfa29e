import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers that describe one hop, not the message (RFC 9110 §7.6.1), plus the ones the gateway owns: the client
 * may send any of them, none of them may reach a service as sent. `expect` is answered by the gateway's own
 * HTTP server (100 Continue) and must not make the upstream wait; `host` is the service's own.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
  'cookie',
  // A platform's API key is checked by the gateway and goes no further (the services trust the signed identity).
  'authorization',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-request-id',
  // The gateway's own span is the service's parent: the proxy sends its traceparent instead of the client's.
  'traceparent',
  'tracestate',
]);

/** Every header of ours starts with this; a client's copy of any of them is dropped, whatever its case. */
export const INTERNAL_PREFIX = 'x-rbt-';

/**
 * The request headers a service receives, as a flat [name, value, …] list built from the raw headers: names
 * lower-cased, duplicates kept (so nothing is merged or smuggled), every hop-by-hop, forwarded, identity and
 * cookie header dropped, and so is any header the client named in its own Connection header. What the gateway
 * vouches for (request id, client address, signed identity) is appended by the caller, never copied.
 */
export function forwardRequestHeaders(rawHeaders: string[]): string[] {
  const named = new Set<string>();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === 'connection') {
      for (const token of rawHeaders[i + 1]!.split(',')) named.add(token.trim().toLowerCase());
    }
  }
  const out: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if (HOP_BY_HOP.has(name) || named.has(name) || name.startsWith(INTERNAL_PREFIX)) continue;
    out.push(name, rawHeaders[i + 1]!);
  }
  return out;
}

/** The response headers the browser receives: hop-by-hop ones and any cookie a service tries to set are dropped; no-store unless the service chose. */
export function forwardResponseHeaders(
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'set-cookie' || name.startsWith(INTERNAL_PREFIX))
      continue;
    out[name] = value;
  }
  // API answers are about the signed-in caller unless the service says otherwise (public reference data does).
  if (!out['cache-control']) out['cache-control'] = 'no-store';
  return out;
}
