import crypto from 'node:crypto';
import { PRICING_API, ReferenceName } from '@rbt/contracts';
import { REFERENCE } from '@rbt/pricing';
import { createRouter, notFound, route, AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';

/** Paths served without identity: reference data is public and the same for everyone. */
export const REFERENCE_PUBLIC_PATHS = [/^\/api\/reference(\/[a-z-]+)?$/];

/** GET /api/reference[/{name}]: serialised once at start, with an ETag so browsers revalidate cheaply. */
export function referenceRoutes(deps: Deps): AppRouter {
  const router = createRouter();
  const bodies = new Map(
    Object.entries(REFERENCE).map(([name, data]) => {
      const json = JSON.stringify(data);
      return [name, { json, etag: `"${crypto.createHash('sha1').update(json).digest('base64url')}"` }];
    }),
  );
  const cacheControl = `public, max-age=${Math.floor(deps.config.REFERENCE_MAX_AGE_MS / 1000)}`;

  route(router, PRICING_API.referenceNames, (ctx) => {
    ctx.set('cache-control', cacheControl);
    ctx.body = { names: ReferenceName.options };
  });

  route(router, PRICING_API.reference, (ctx) => {
    const entry = bodies.get(ctx.params.name);
    if (!entry) throw notFound(`Reference data "${ctx.params.name}"`);
    ctx.set('cache-control', cacheControl);
    ctx.set('etag', entry.etag);
    if (ctx.get('if-none-match') === entry.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'application/json';
    ctx.body = entry.json;
  });
  return router;
}
