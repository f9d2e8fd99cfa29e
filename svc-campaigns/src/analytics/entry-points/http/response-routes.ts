import { RUNNING_API } from '@rbt/contracts';
import { createRouter, AppRouter, route } from '@rbt/service-kit';
import { stringify } from 'csv-stringify/sync';
import type { Deps } from '../../../deps';
import { callbackCsvRows, campaignResponses } from '../../domain/responses-use-case';

/** The owner's press-1 responses and the callback list as CSV (404 for another's campaign, as every campaign route). */
export function responseRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, RUNNING_API.responses, async (ctx) => {
    ctx.body = await campaignResponses(deps, ctx.state.caller, ctx.params.id);
  });
  route(r, RUNNING_API.callbacksCsv, async (ctx) => {
    const rows = await callbackCsvRows(deps, ctx.state.caller, ctx.params.id);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="callbacks-${ctx.params.id}.csv"`);
    ctx.set('Cache-Control', 'no-store');
    // A BOM, so a spreadsheet reads the file as UTF-8.
    ctx.body = `\uFEFF${stringify(rows)}`;
  });
  return r;
}
