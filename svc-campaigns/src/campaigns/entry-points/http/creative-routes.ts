import { createRouter, parseBody, AppRouter } from '@rbt/service-kit';
import { AddCreative, RejectPendingCreative, SetRotation } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { assertAdmin } from '../../domain/admin-use-case';
import {
  addCreative,
  listCreatives,
  removeCreative,
  reviewCreative,
  setRotation,
} from '../../domain/creatives-use-case';
import { creativeResults } from '../../../analytics';
import { toDetail } from '../../domain/campaign-read-models';

/** Several creatives per campaign (docs/creatives.md): the owner's routes (404 for another's) and the admin's review. */
export function creativeRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.get('/api/campaigns/:id/creatives', async (ctx) => {
    ctx.body = await listCreatives(deps, ctx.state.caller, ctx.params.id);
  });
  r.post('/api/campaigns/:id/creatives', async (ctx) => {
    const b = parseBody(ctx, AddCreative);
    ctx.status = 201;
    ctx.body = await addCreative(deps, ctx.state.caller, ctx.params.id, b);
  });
  r.delete('/api/campaigns/:id/creatives/:creativeId', async (ctx) => {
    ctx.body = await removeCreative(deps, ctx.state.caller, ctx.params.id, ctx.params.creativeId);
  });
  r.put('/api/campaigns/:id/rotation', async (ctx) => {
    const b = parseBody(ctx, SetRotation);
    ctx.body = await setRotation(deps, ctx.state.caller, ctx.params.id, b);
  });
  r.get('/api/campaigns/:id/creative-results', async (ctx) => {
    ctx.body = await creativeResults(deps, ctx.state.caller, ctx.params.id);
  });
  // The admin check comes before the body is read (403 before 400), as for the pending creative.
  r.post('/api/admin/campaigns/:id/creatives/:creativeId/approve', async (ctx) => {
    assertAdmin(ctx.state.caller);
    const { id, creativeId } = ctx.params;
    ctx.body = toDetail(await reviewCreative(deps, ctx.state.caller, id, creativeId, 'approved'));
  });
  r.post('/api/admin/campaigns/:id/creatives/:creativeId/reject', async (ctx) => {
    assertAdmin(ctx.state.caller);
    const b = parseBody(ctx, RejectPendingCreative);
    const { id, creativeId } = ctx.params;
    ctx.body = toDetail(await reviewCreative(deps, ctx.state.caller, id, creativeId, 'rejected', b.reason));
  });
  return r;
}
