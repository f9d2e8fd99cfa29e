import { createRouter, parseBody, parseQuery, AppRouter } from '@rbt/service-kit';
import { AdminCampaignQuery, AdminStatusChange } from '@rbt/contracts';
import type { Deps } from '../../deps';
import { assertAdmin, changeStatusAsAdmin } from '../../domain/admin-use-case';
import { toAdminRow, toDetail } from '../../domain/views';

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
  return r;
}
