import type { AppContext } from '@rbt/service-kit';
import type { Deps } from '../../deps';

/**
 * Answers with a stored object of `size` bytes, honouring a single `Range` (206/416) and HEAD. The caller has set
 * the content type and caching. On HEAD nothing is opened: koa would not consume (nor close) a stream body.
 */
export async function sendStored(ctx: AppContext, deps: Deps, key: string, size: number): Promise<void> {
  ctx.set('Accept-Ranges', 'bytes');
  const range = parseRange(ctx.get('range') || undefined, size);
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${size}`);
    return;
  }
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
  }
  const length = range ? range.end - range.start + 1 : size;
  if (ctx.method === 'HEAD') {
    if (!range) ctx.status = 200;
    ctx.length = length;
    return;
  }
  ctx.length = length;
  ctx.body = await deps.storage.read(key, range ?? undefined);
}

/** Parses a single `Range: bytes=a-b` (also `a-` and `-n`); null = whole body, 'unsatisfiable' = 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // malformed or multi-range: serve the whole body (RFC 9110 allows ignoring)
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
