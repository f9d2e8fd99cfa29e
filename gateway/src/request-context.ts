import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A client's request id is kept for correlation only when it is a plain token; anything else gets a fresh one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The client's address and scheme as express computes them with `trust proxy = loopback`: forwarded headers are
 * believed only from a proxy on this machine, walking X-Forwarded-For from the right past loopback hops.
 */
export function clientOf(req: IncomingMessage): { ip: string; proto: string } {
  const remote = req.socket.remoteAddress ?? '';
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  if (!LOOPBACK.test(remote)) return { ip: remote, proto: encrypted ? 'https' : 'http' };
  const xff = req.headers['x-forwarded-for'];
  const hops =
    typeof xff === 'string'
      ? xff
          .split(',')
          .map((h) => h.trim())
          .filter(Boolean)
          .reverse()
      : [];
  const ip = hops.find((h) => !LOOPBACK.test(h)) ?? hops[hops.length - 1] ?? remote;
  const xfp = req.headers['x-forwarded-proto'];
  const proto = typeof xfp === 'string' && xfp ? xfp.split(',')[0]!.trim() : encrypted ? 'https' : 'http';
  return { ip, proto };
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
