import crypto from 'node:crypto';
import { createRouter, forbidden, route, signedServingUrl, type AppRouter } from '@rbt/service-kit';
import { SERVING_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { creativeCatalogue } from '../../domain/creative-catalogue';

/**
 * `GET /rtb/v1/creatives` (platform key): the live creatives with long-lived signed media URLs, so a platform can
 * load its media servers before the calls. A strong ETag over the body; `If-None-Match` with it answers 304.
 */
export function creativeRoutes(deps: Deps): AppRouter[] {
  const { config } = deps;
  const origin = config.PUBLIC_SERVING_URL.replace(/\/$/, '');
  const sign = (path: string, exp: number) => `${origin}${signedServingUrl(config.SERVING_URL_SECRET, path, exp)}`;
  const router = createRouter();
  route(router, SERVING_API.creatives, (ctx) => {
    if (ctx.state.caller.role !== 'platform') throw forbidden('Only operator platforms may list creatives');
    const body = JSON.stringify(creativeCatalogue(deps.servingIndex.all(), sign, deps.servingClock()));
    const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.set('ETag', etag);
    // Weak or strong, one tag of a list, or *: a match is 304 (RFC 9110 If-None-Match).
    const given = ctx
      .get('if-none-match')
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''));
    if (given.includes(etag) || given.includes('*')) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = body;
  });
  return [router];
}
