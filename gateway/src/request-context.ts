import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A client's request id is kept for correlation only when it is a plain token; anything else gets a fresh one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence: a state-changing call must come from our own origin (Origin, else Referer). With SameSite=Lax
 * cookies this stops cross-site forms and fetches without a token round trip.
 */
export function isSameOrigin(req: IncomingMessage, proto: string, configuredOrigin: string): boolean {
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const source = typeof origin === 'string' ? origin : typeof referer === 'string' ? originOf(referer) : undefined;
  return Boolean(source && (source === `${proto}://${req.headers.host}` || source === configuredOrigin));
}
