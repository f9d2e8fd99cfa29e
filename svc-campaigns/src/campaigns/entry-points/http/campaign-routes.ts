import { createRouter, ownedFilter, AppContext, AppRouter, route } from '@rbt/service-kit';
import { CampaignDraftPatch, CAMPAIGN_API, CAMPAIGN_STEP_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import {
  audiencePatch,
  createCampaign,
  creativePatch,
  deleteDraft,
  duplicateCampaign,
  pricingPatch,
  saveDraft,
  schedulePatch,
} from '../../domain/draft-use-case';
import { submitCampaign } from '../../domain/submit-use-case';
import { loadOwned } from '../../data-access/campaign-repository';
import { toDetail, toListItem } from '../../domain/campaign-read-models';
import { dashboardStats } from '../../domain/dashboard-stats-use-case';
import { answerOnce, readKey } from '../../../shared';

/** Spec §7 campaign calls plus autosave (PATCH), duplicate and submit. */
export function campaignRoutes(deps: Deps): AppRouter {
  const r = createRouter();

  route(r, CAMPAIGN_API.list, async (ctx) => {
    ctx.body = (await deps.campaigns.ownerList(ownedFilter(ctx.state.caller))).map((d) => toListItem(d, deps.clock()));
  });
  // Registered before /api/campaigns/:id so "search" is never read as an id.
  route(r, CAMPAIGN_API.search, async (ctx, input) => {
    const q = input.query();
    const { items, total } = await deps.campaigns.ownerPage(ownedFilter(ctx.state.caller).ownerId, q);
    ctx.body = { items: items.map((d) => toListItem(d, deps.clock())), total, page: q.page, pageSize: q.pageSize };
  });
  route(r, CAMPAIGN_API.create, async (ctx, input) => {
    // Draft-Session: the wizard session's key; the same key saves into the draft it created (one per session).
    const session = readKey(ctx.get('draft-session'), 'Draft-Session');
    const doc = await createCampaign(deps, ctx.state.caller, input.body(), session);
    ctx.status = 201;
    ctx.body = { id: doc._id };
  });
  route(r, CAMPAIGN_API.dashboardStats, async (ctx) => {
    ctx.body = await dashboardStats(deps, ctx.state.caller);
  });
  route(r, CAMPAIGN_API.get, async (ctx) => {
    ctx.body = toDetail(await loadOwned(deps, ctx.state.caller, ctx.params.id));
  });
  // Autosave: the wizard sends whatever changed, debounced; unknown fields, status, owner and money are rejected.
  route(r, CAMPAIGN_API.autosave, async (ctx, input) => {
    ctx.body = toDetail(await saveDraft(deps, ctx.state.caller, ctx.params.id, input.body()));
  });
  // The wizard's steps: each body is parsed with its step's schema before the draft is loaded, as autosave's is.
  const saveStep = async (ctx: AppContext, patch: CampaignDraftPatch) => {
    ctx.body = toDetail(await saveDraft(deps, ctx.state.caller, ctx.params.id, patch));
  };
  const steps = CAMPAIGN_STEP_API;
  route(r, steps.audience, (ctx, input) => saveStep(ctx, audiencePatch(input.body())));
  route(r, steps.schedule, (ctx, input) => saveStep(ctx, schedulePatch(input.body())));
  route(r, steps.creative, (ctx, input) => saveStep(ctx, creativePatch(input.body())));
  route(r, steps.pricing, (ctx, input) => saveStep(ctx, pricingPatch(input.body())));
  route(r, CAMPAIGN_API.duplicate, async (ctx) => {
    const doc = await duplicateCampaign(deps, ctx.state.caller, ctx.params.id);
    ctx.status = 201;
    ctx.body = { id: doc._id };
  });
  route(r, CAMPAIGN_API.submit, async (ctx, input) => {
    const caller = ctx.state.caller;
    const key = readKey(ctx.get('idempotency-key'));
    await answerOnce(ctx, deps, 'submit', key, input.body(), async () => {
      const { doc, quote } = await submitCampaign(deps, caller, ctx.params.id);
      return { status: 200, body: { id: doc._id, status: doc.status, quote } };
    });
  });
  route(r, CAMPAIGN_API.remove, async (ctx) => {
    await deleteDraft(deps, ctx.state.caller, ctx.params.id);
    ctx.status = 204;
  });
  return r;
}
