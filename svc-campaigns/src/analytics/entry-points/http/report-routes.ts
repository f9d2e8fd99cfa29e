import { createRouter, route, AppRouter } from '@rbt/service-kit';
import { ANALYTICS_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { removeReportSchedule, reportScheduleOf, setReportSchedule } from '../../domain/report-use-case';

/** A campaign's scheduled report: how often (daily, weekly) and to which addresses; the owner's or an admin's. */
export function reportRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, ANALYTICS_API.reportSchedule, async (ctx) => {
    ctx.body = await reportScheduleOf(deps, ctx.state.caller, ctx.params.id);
  });
  route(r, ANALYTICS_API.setReportSchedule, async (ctx, input) => {
    ctx.body = await setReportSchedule(deps, ctx.state.caller, ctx.params.id, input.body());
  });
  route(r, ANALYTICS_API.stopReportSchedule, async (ctx) => {
    ctx.body = await removeReportSchedule(deps, ctx.state.caller, ctx.params.id);
  });
  return r;
}
