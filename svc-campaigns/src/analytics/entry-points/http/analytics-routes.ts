import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { createRouter, AppRouter, route } from '@rbt/service-kit';
import { ANALYTICS_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { analyticsFor } from '../../domain/analytics-use-case';
import { analyticsExport, EXPORT_COLUMNS } from '../../domain/analytics-export';

/** GET /api/analytics?campaignId=&from=&to=: delivered figures (totals and series) of the caller's campaigns. */
export function analyticsRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, ANALYTICS_API.analytics, async (ctx, input) => {
    ctx.body = await analyticsFor(deps, ctx.state.caller, input.query());
  });
  // One campaign's figures per date × hour × city, streamed: rows leave as the cursor reads them. The BOM makes
  // Excel read the file as UTF-8 (Urdu campaign names); without it Excel guesses the ANSI code page.
  route(r, ANALYTICS_API.exportCsv, async (ctx, input) => {
    const q = input.query();
    const { rows } = await analyticsExport(deps, ctx.state.caller, q);
    const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], bom: true });
    pipeline(Readable.from(rows), csv, (err) => {
      if (err) deps.logger.error({ err, campaignId: q.campaignId }, 'analytics export failed mid-stream');
    });
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('content-disposition', `attachment; filename="campaign-${encodeURIComponent(q.campaignId)}-analytics.csv"`);
    ctx.set('cache-control', 'no-store');
    ctx.body = csv;
  });
  return r;
}
