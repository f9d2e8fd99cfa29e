import type Koa from 'koa';
import getRawBody from 'raw-body';
import { AppError } from './errors';

/** Unread body bytes a service still drains after an early answer; beyond this it closes the connection. */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Keeps a keep-alive connection usable after a response that went out before the request body was read to its
 * end (a 413, a 401 before an upload, any early refusal). A handler that destroys the request
 * (a `for await` loop that throws) leaves the unread bytes in the connection: the gateway's pool reuses it and the
 * next call waits for an answer that never comes. So: Node drains the rest of a body of declared length up to
 * DRAIN_MAX_BYTES (closing instead would make the gateway's pool see a reset mid-upload and answer 502, not the
 * 413); a longer or chunked body gets `Connection: close`, since draining it would read the very bytes refused.
 */
export const closeIfBodyUnread: Koa.Middleware = async (ctx, next) => {
  try {
    await next();
  } finally {
    const declared = Number(ctx.get('content-length') || NaN);
    const drainable = Number.isFinite(declared) && declared <= DRAIN_MAX_BYTES && !ctx.get('transfer-encoding');
    if (!ctx.req.complete && !ctx.headerSent) {
      // A reader that stopped (raw-body pauses the request on its limit) keeps Node from draining: resume it.
      if (drainable) ctx.req.resume();
      else ctx.set('Connection', 'close');
    }
  }
};

/**
 * Reads a raw (non-JSON) request body as UTF-8 text, refusing more than `maxBytes` with 413. raw-body stops
 * reading without destroying the request, so the 413 still reaches the client (then the connection closes).
 */
export async function readBodyText(req: Koa.Context['req'], maxBytes: number, tooLarge: string): Promise<string> {
  try {
    return await getRawBody(req, { limit: maxBytes, encoding: 'utf8' });
  } catch (err) {
    if ((err as { type?: string }).type === 'entity.too.large') throw new AppError(413, 'payload_too_large', tooLarge);
    throw err;
  }
}
