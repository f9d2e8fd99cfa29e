import { createRouter, AppRouter, route } from '@rbt/service-kit';
import { REVIEW_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { assertAdmin, changeStatusAsAdmin } from '../../domain/review-use-case';
import { approvePendingCreative, rejectPendingCreative } from '../../domain/creative-review-use-case';
import { toAdminRow, toDetail } from '../../domain/campaign-read-models';

/** /api/admin/campaigns: the gateway checks the admin role too; this service checks it again. */
export function adminRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, REVIEW_API.queue, async (ctx, input) => {
    assertAdmin(ctx.state.caller);
    const q = input.query();
    const { items, total } = await deps.campaigns.adminPage(q);
    ctx.body = { items: items.map(toAdminRow), total, page: q.page, pageSize: q.pageSize };
  });
  route(r, REVIEW_API.changeStatus, async (ctx, input) => {
    assertAdmin(ctx.state.caller);
    const b = input.body();
    ctx.body = toDetail(await changeStatusAsAdmin(deps, ctx.state.caller, ctx.params.id, b.status, b.reason));
  });
  // A running campaign's new creative: the admin check comes before the body is read (403 before 400).
  route(r, REVIEW_API.approvePendingCreative, async (ctx, input) => {
    assertAdmin(ctx.state.caller);
    const b = input.body();
    ctx.body = toDetail(await approvePendingCreative(deps, ctx.state.caller, ctx.params.id, b.savedAt));
  });
  route(r, REVIEW_API.rejectPendingCreative, async (ctx, input) => {
    assertAdmin(ctx.state.caller);
    const b = input.body();
    ctx.body = toDetail(await rejectPendingCreative(deps, ctx.state.caller, ctx.params.id, b.reason, b.savedAt));
  });
  return r;
}
