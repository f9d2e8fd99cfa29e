import type Koa from 'koa';
import getRawBody from 'raw-body';
import { AppError, badRequest } from './errors';

export interface JsonBodyOptions {
  /** Largest body accepted, for example '256kb'. */
  limit: string;
  /** True for routes that stream the body themselves (uploads): no JSON parsing and no content-type rule. */
  isRaw?: (method: string, path: string) => boolean;
  /** Deepest nesting of arrays/objects accepted; the wizard's payloads are 4 levels deep. */
  maxDepth?: number;
}

export const unsupportedMediaType = (message: string) => new AppError(415, 'unsupported_media_type', message);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Nesting depth of JSON text, counted outside strings, stopping as soon as `max` is passed. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Reads a JSON body as the routes expect it, and refuses what a JSON API cannot honestly accept (docs/security.md):
 * a compressed body (415: we never decompress), a body that is not JSON (415, instead of silently reading `{}`),
 * bytes that are not UTF-8 (400, instead of replacing them with U+FFFD), and nesting beyond `maxDepth` (400).
 */
export function jsonBody(opts: JsonBodyOptions): Koa.Middleware {
  const maxDepth = opts.maxDepth ?? 32;
  return async (ctx, next) => {
    const hasBody = ctx.get('transfer-encoding') !== '' || ctx.get('content-length') !== '';
    if (!BODY_METHODS.has(ctx.method) || !hasBody) return next();
    const encoding = (ctx.get('content-encoding') || 'identity').trim().toLowerCase();
    if (encoding !== 'identity')
      throw unsupportedMediaType(
        `Content-Encoding "${encoding.slice(0, 40)}" is not supported; send the body uncompressed.`,
      );
    if (opts.isRaw?.(ctx.method, ctx.path)) return next();

    const declaredEmpty = ctx.get('content-length') === '0';
    if (!ctx.is('application/json', '+json')) {
      if (declaredEmpty) return next();
      throw unsupportedMediaType('Send the body as JSON with Content-Type: application/json.');
    }
    const charset = ctx.request.charset.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') throw unsupportedMediaType('JSON must be sent as UTF-8.');

    const bytes = await getRawBody(ctx.req, { length: ctx.get('content-length') || undefined, limit: opts.limit });
    if (bytes.length === 0) return next();
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw badRequest('The body is not valid UTF-8.');
    }
    if (jsonDepthExceeds(text, maxDepth)) throw badRequest(`The body is nested deeper than ${maxDepth} levels.`);
    try {
      (ctx.request as unknown as { body: unknown }).body = JSON.parse(text);
    } catch (err) {
      throw badRequest(`The body is not valid JSON: ${(err as Error).message}`);
    }
    return next();
  };
}
