import { createRouter, AppRouter, route } from '@rbt/service-kit';
import { CAPACITY_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { feasibilityOf } from '../../domain/feasibility-use-case';

/**
 * What can still be played for a request (any signed-in caller: svc-campaigns before a quote is locked or a top-up
 * paid, the wizard before payment). The clock is the serving clock, the one bookings are spread by.
 */
export function feasibilityRoutes(deps: Deps): AppRouter[] {
  const router = createRouter();
  route(router, CAPACITY_API.feasibility, async (ctx, input) => {
    const req = input.body();
    const ports = { rows: deps.grid.find, traffic: deps.deliveryCounts.traffic, defaultTotal: deps.defaultTotal };
    ctx.body = await feasibilityOf(ports, req, deps.servingClock());
  });
  return [router];
}
