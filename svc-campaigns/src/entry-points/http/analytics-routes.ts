import { createRouter, parseQuery, AppRouter } from '@rbt/service-kit';
import { AnalyticsQuery } from '@rbt/contracts';
import type { Deps } from '../../app';
import { analyticsFor as repositoryFor } from '../../data-access/analytics-repository';
import { analyticsFor } from '../../domain/analytics-use-case';

/** GET /api/analytics?campaignId=&from=&to=: delivered figures (totals and series) of the caller's campaigns. */
export function analyticsRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  const analytics = repositoryFor(deps.mongo);
  r.get('/api/analytics', async (ctx) => {
    ctx.body = await analyticsFor({ ...deps, analytics }, ctx.state.caller, parseQuery(ctx, AnalyticsQuery));
  });
  return r;
}
