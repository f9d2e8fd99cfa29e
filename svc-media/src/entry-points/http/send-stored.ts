import type { AppContext } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { parseRange } from '../../domain/byte-range';

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
