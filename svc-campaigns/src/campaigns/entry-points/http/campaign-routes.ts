import { createRouter, parseBody, parseQuery, ownedFilter, AppContext, AppRouter } from '@rbt/service-kit';
import {
  AudienceStep,
  CampaignDraftPatch,
  CampaignSearchQuery,
  CreateCampaignRequest,
  CreativeStep,
  PricingStep,
  ScheduleStep,
  SubmitRequest,
} from '@rbt/contracts';
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
import { loadOwned } from '../../domain/campaign-store';
import { toDetail, toListItem } from '../../domain/campaign-read-models';
import { dashboardStats } from '../../domain/dashboard-stats-use-case';
import { answerOnce, readKey } from '../../../shared';

const STEPS = {
  audience: (ctx: AppContext) => audiencePatch(parseBody(ctx, AudienceStep)),
  schedule: (ctx: AppContext) => schedulePatch(parseBody(ctx, ScheduleStep)),
  creative: (ctx: AppContext) => creativePatch(parseBody(ctx, CreativeStep)),
  pricing: (ctx: AppContext) => pricingPatch(parseBody(ctx, PricingStep)),
} as const;

/** Spec §7 campaign calls plus autosave (PATCH), duplicate and submit. */
export function campaignRoutes(deps: Deps): AppRouter {
  const r = createRouter();

  r.get('/api/campaigns', async (ctx) => {
    ctx.body = (await deps.campaigns.ownerList(ownedFilter(ctx.state.caller))).map((d) => toListItem(d, deps.clock()));
  });
  // Registered before /api/campaigns/:id so "search" is never read as an id.
  r.get('/api/campaigns/search', async (ctx) => {
    const q = parseQuery(ctx, CampaignSearchQuery);
    const { items, total } = await deps.campaigns.ownerPage(ownedFilter(ctx.state.caller).ownerId, q);
    ctx.body = { items: items.map((d) => toListItem(d, deps.clock())), total, page: q.page, pageSize: q.pageSize };
  });
  r.post('/api/campaigns', async (ctx) => {
    // Draft-Session: the wizard session's key; the same key saves into the draft it created (one per session).
    const session = readKey(ctx.get('draft-session'), 'Draft-Session');
    const doc = await createCampaign(deps, ctx.state.caller, parseBody(ctx, CreateCampaignRequest), session);
    ctx.status = 201;
    ctx.body = { id: doc._id };
  });
  r.get('/api/dashboard/stats', async (ctx) => {
    ctx.body = await dashboardStats(deps, ctx.state.caller);
  });
  r.get('/api/campaigns/:id', async (ctx) => {
    ctx.body = toDetail(await loadOwned(deps, ctx.state.caller, ctx.params.id));
  });
  // Autosave: the wizard sends whatever changed, debounced; unknown fields, status, owner and money are rejected.
  r.patch('/api/campaigns/:id', async (ctx) => {
    ctx.body = toDetail(await saveDraft(deps, ctx.state.caller, ctx.params.id, parseBody(ctx, CampaignDraftPatch)));
  });
  for (const [step, toPatch] of Object.entries(STEPS)) {
    r.post(`/api/campaigns/:id/${step}`, async (ctx) => {
      ctx.body = toDetail(await saveDraft(deps, ctx.state.caller, ctx.params.id, toPatch(ctx)));
    });
  }
  r.post('/api/campaigns/:id/duplicate', async (ctx) => {
    const doc = await duplicateCampaign(deps, ctx.state.caller, ctx.params.id);
    ctx.status = 201;
    ctx.body = { id: doc._id };
  });
  r.post('/api/campaigns/:id/submit', async (ctx) => {
    const caller = ctx.state.caller;
    const key = readKey(ctx.get('idempotency-key'));
    await answerOnce(ctx, deps, 'submit', key, parseBody(ctx, SubmitRequest), async () => {
      const { doc, quote } = await submitCampaign(deps, caller, ctx.params.id);
      return { status: 200, body: { id: doc._id, status: doc.status, quote } };
    });
  });
  r.delete('/api/campaigns/:id', async (ctx) => {
    await deleteDraft(deps, ctx.state.caller, ctx.params.id);
    ctx.status = 204;
  });
  return r;
}
