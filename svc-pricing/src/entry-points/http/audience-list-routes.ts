import { AudienceListCreate, AudienceListMembers } from '@rbt/contracts';
import { createRouter, forbidden, notFound, parseBody, AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { summariseMatch, withCapacity } from '../../domain/audience-list-use-case';

/** Customer lists (issue 16): hashes in, match rate and matched audience by city out; each list is its owner's. */
export function audienceListRoutes(deps: Deps): AppRouter {
  const router = createRouter();

  router.post('/api/audience-lists', async (ctx) => {
    const input = parseBody(ctx, AudienceListCreate);
    const { summary, matchedHashes } = summariseMatch(
      input.hashes,
      await deps.directory.citiesOf([...new Set(input.hashes)]),
    );
    ctx.status = 201;
    ctx.body = withCapacity(
      await deps.audienceLists.insert(ctx.state.caller.id, { name: input.name, ...summary }, matchedHashes, new Date()),
    );
  });

  router.get('/api/audience-lists', async (ctx) => {
    ctx.body = { items: (await deps.audienceLists.listOwned(ctx.state.caller.id, 50)).map(withCapacity) };
  });

  router.get('/api/audience-lists/:id', async (ctx) => {
    const list = await deps.audienceLists.findOwned(ctx.state.caller.id, ctx.params.id!);
    if (!list) throw notFound('Customer list');
    ctx.body = withCapacity(list);
  });
  /** The matched hashes, for our services only (svc-capacity serves list-targeted campaigns from them). */
  router.get('/api/audience-lists/:id/hashes', async (ctx) => {
    if (ctx.state.caller.role !== 'service') throw forbidden('Only services may read list members');
    const hashes = await deps.audienceLists.matchedHashes(ctx.params.id!);
    if (!hashes) throw notFound('Customer list');
    ctx.body = AudienceListMembers.parse({ hashes });
  });
  return router;
}
