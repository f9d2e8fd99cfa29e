import { createRouter, AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { campaignPacing } from '../../domain/pacing-use-case';

/** The owner's pacing of a campaign (404 for another's, as every campaign route). */
export function pacingRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.get('/api/campaigns/:id/pacing', async (ctx) => {
    ctx.body = await campaignPacing(deps, ctx.state.caller, ctx.params.id);
  });
  return r;
}
