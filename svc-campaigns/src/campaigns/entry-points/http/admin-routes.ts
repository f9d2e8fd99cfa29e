import { createRouter, parseBody, parseQuery, AppRouter } from '@rbt/service-kit';
import { AdminCampaignQuery, AdminStatusChange, ApprovePendingCreative, RejectPendingCreative } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { assertAdmin, changeStatusAsAdmin } from '../../domain/admin-use-case';
import { approvePendingCreative, rejectPendingCreative } from '../../domain/creative-review-use-case';
import { toAdminRow, toDetail } from '../../domain/campaign-read-models';

/** /api/admin/campaigns: the gateway checks the admin role too; this service checks it again. */
export function adminRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.get('/api/admin/campaigns', async (ctx) => {
    assertAdmin(ctx.state.caller);
    const q = parseQuery(ctx, AdminCampaignQuery);
    const { items, total } = await deps.campaigns.adminPage(q);
    ctx.body = { items: items.map(toAdminRow), total, page: q.page, pageSize: q.pageSize };
  });
  r.patch('/api/admin/campaigns/:id/status', async (ctx) => {
    assertAdmin(ctx.state.caller);
    const b = parseBody(ctx, AdminStatusChange);
    ctx.body = toDetail(await changeStatusAsAdmin(deps, ctx.state.caller, ctx.params.id, b.status, b.reason));
  });
  // A running campaign's new creative: the admin check comes before the body is read (403 before 400).
  r.post('/api/admin/campaigns/:id/pending-creative/approve', async (ctx) => {
    assertAdmin(ctx.state.caller);
    const b = parseBody(ctx, ApprovePendingCreative);
    ctx.body = toDetail(await approvePendingCreative(deps, ctx.state.caller, ctx.params.id, b.savedAt));
  });
  r.post('/api/admin/campaigns/:id/pending-creative/reject', async (ctx) => {
    assertAdmin(ctx.state.caller);
    const b = parseBody(ctx, RejectPendingCreative);
    ctx.body = toDetail(await rejectPendingCreative(deps, ctx.state.caller, ctx.params.id, b.reason, b.savedAt));
  });
  return r;
}
