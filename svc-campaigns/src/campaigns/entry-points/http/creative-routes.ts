import { createRouter, AppRouter, route } from '@rbt/service-kit';
import { CREATIVE_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { assertAdmin } from '../../domain/review-use-case';
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
  route(r, CREATIVE_API.list, async (ctx) => {
    ctx.body = await listCreatives(deps, ctx.state.caller, ctx.params.id);
  });
  route(r, CREATIVE_API.add, async (ctx, input) => {
    const b = input.body();
    ctx.status = 201;
    ctx.body = await addCreative(deps, ctx.state.caller, ctx.params.id, b);
  });
  route(r, CREATIVE_API.remove, async (ctx) => {
    ctx.body = await removeCreative(deps, ctx.state.caller, ctx.params.id, ctx.params.creativeId);
  });
  route(r, CREATIVE_API.rotation, async (ctx, input) => {
    const b = input.body();
    ctx.body = await setRotation(deps, ctx.state.caller, ctx.params.id, b);
  });
  route(r, CREATIVE_API.results, async (ctx) => {
    ctx.body = await creativeResults(deps, ctx.state.caller, ctx.params.id);
  });
  // The admin check comes before the body is read (403 before 400), as for the pending creative.
  route(r, CREATIVE_API.approve, async (ctx) => {
    assertAdmin(ctx.state.caller);
    const { id, creativeId } = ctx.params;
    ctx.body = toDetail(await reviewCreative(deps, ctx.state.caller, id, creativeId, 'approved'));
  });
  route(r, CREATIVE_API.reject, async (ctx, input) => {
    assertAdmin(ctx.state.caller);
    const b = input.body();
    const { id, creativeId } = ctx.params;
    ctx.body = toDetail(await reviewCreative(deps, ctx.state.caller, id, creativeId, 'rejected', b.reason));
  });
  return r;
}
