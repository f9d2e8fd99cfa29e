import { createRouter, parseBody, AppRouter } from '@rbt/service-kit';
import { ReportScheduleChange } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { removeReportSchedule, reportScheduleOf, setReportSchedule } from '../../domain/report-use-case';

/** A campaign's scheduled report: how often (daily, weekly) and to which addresses; the owner's or an admin's. */
export function reportRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  const path = '/api/campaigns/:id/report-schedule';
  r.get(path, async (ctx) => {
    ctx.body = await reportScheduleOf(deps, ctx.state.caller, ctx.params.id);
  });
  r.put(path, async (ctx) => {
    ctx.body = await setReportSchedule(deps, ctx.state.caller, ctx.params.id, parseBody(ctx, ReportScheduleChange));
  });
  r.delete(path, async (ctx) => {
    ctx.body = await removeReportSchedule(deps, ctx.state.caller, ctx.params.id);
  });
  return r;
}
