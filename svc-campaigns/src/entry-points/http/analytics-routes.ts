import { createRouter, parseQuery, AppRouter } from '@rbt/service-kit';
import { AnalyticsQuery } from '@rbt/contracts';
import type { Deps } from '../../deps';
import { analyticsFor } from '../../domain/analytics-use-case';

/** GET /api/analytics?campaignId=&from=&to=: delivered figures (totals and series) of the caller's campaigns. */
export function analyticsRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.get('/api/analytics', async (ctx) => {
    ctx.body = await analyticsFor(deps, ctx.state.caller, parseQuery(ctx, AnalyticsQuery));
  });
  return r;
}
