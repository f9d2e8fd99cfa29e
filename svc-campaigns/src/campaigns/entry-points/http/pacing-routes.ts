import { RUNNING_API } from '@rbt/contracts';
import { createRouter, AppRouter, route } from '@rbt/service-kit';
import type { Deps } from '../../../deps';
import { campaignPacing } from '../../domain/pacing-use-case';
import { reviewTime } from '../../domain/review-time-use-case';

/** The owner's pacing of a campaign (404 for another's, as every campaign route), and how long review takes now. */
export function pacingRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, RUNNING_API.pacing, async (ctx) => {
    ctx.body = await campaignPacing(deps, ctx.state.caller, ctx.params.id);
  });
  // Any signed-in caller: a figure over every campaign, naming none.
  route(r, RUNNING_API.reviewTime, async (ctx) => {
    ctx.body = await reviewTime(deps, deps.config.REVIEW_SLA_MS / 60_000);
  });
  return r;
}
