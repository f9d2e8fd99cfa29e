import { badRequest, createRouter, forbidden, route, type AppContext, type AppRouter } from '@rbt/service-kit';
import {
  karachiMonth,
  PLATFORM_REPORT_API,
  StatementFile,
  type PlatformReport,
  type RevenueShare,
} from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { reportRows, reportWindow } from '../../domain/platform-report-rows';
import { monthDays, shareFor, statementCsv, statementOf } from '../../domain/platform-statement';
import { renderStatementPdf } from '../../data-access/statement-pdf-renderer';

/**
 * A platform's own figures (docs/operators.md "Reports" and "Monthly statements"): its live keys' counts per hour or
 * day and its monthly statement, for the platform's key (the caller's id is the platform, never a parameter) and for
 * admins, who also set each platform's revenue share.
 */
export function platformReportRoutes(deps: Deps): AppRouter[] {
  const router = createRouter();
  const asPlatform = (ctx: AppContext) => {
    if (ctx.state.caller.role !== 'platform') throw forbidden('Only operator platforms may read their reports');
    return { id: ctx.state.caller.id, name: ctx.state.caller.email.replace(/^platform:/, '') };
  };

  route(router, PLATFORM_REPORT_API.reports, async (ctx, input) => {
    const platform = asPlatform(ctx);
    const q = input.query();
    const { fromMs, toMs } = reportWindow(q);
    const [hours, responses] = await Promise.all([
      deps.platformHours.between(platform.id, fromMs, toMs),
      deps.platformHours.responsesPerHour(platform.id, fromMs, toMs),
    ]);
    const body: PlatformReport = {
      platformId: platform.id,
      timeZone: 'Asia/Karachi',
      granularity: q.granularity,
      from: q.from,
      to: q.to,
      sandbox: 'excluded',
      ...reportRows(q, hours, responses),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  /** The statement file of a platform: CSV or PDF by the name's extension. */
  const statement = async (ctx: AppContext, platform: { id: string; name?: string }, file: string) => {
    const parsed = StatementFile.safeParse(file);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'statement: bad name');
    const [month, ext] = parsed.data.split('.') as [string, 'csv' | 'pdf'];
    if (month > karachiMonth(deps.servingClock())) throw badRequest('statement: that month has not begun');
    const { from, to } = monthDays(month);
    const { fromMs, toMs } = reportWindow({ from, to });
    const [hours, shares] = await Promise.all([
      deps.platformHours.between(platform.id, fromMs, toMs),
      deps.revenueShares.get(platform.id),
    ]);
    const name = platform.name ?? shares?.platformName ?? platform.id;
    const s = statementOf({ id: platform.id, name }, month, hours, shareFor(shares?.shares ?? [], month));
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="rbt-ads-statement-${month}.${ext}"`);
    if (ext === 'csv') {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = statementCsv(s);
    } else {
      ctx.type = 'application/pdf';
      ctx.body = await renderStatementPdf(s);
    }
  };

  route(router, PLATFORM_REPORT_API.statement, (ctx) => statement(ctx, asPlatform(ctx), ctx.params.file ?? ''));

  const requireAdmin = (ctx: AppContext) => {
    if (ctx.state.caller.role !== 'admin') throw forbidden('Admin access required');
  };
  route(router, PLATFORM_REPORT_API.adminStatement, (ctx) => {
    requireAdmin(ctx);
    return statement(ctx, { id: ctx.params.platformId ?? '' }, ctx.params.file ?? '');
  });
  route(router, PLATFORM_REPORT_API.shares, async (ctx) => {
    requireAdmin(ctx);
    const month = karachiMonth(deps.servingClock());
    const docs = await deps.revenueShares.all();
    const body: RevenueShare[] = docs.map((d) => ({
      platformId: d._id,
      revenueSharePct: shareFor(d.shares, month),
      fromMonth: d.shares.filter((s) => s.fromMonth <= month).at(-1)?.fromMonth ?? month,
    }));
    ctx.body = body;
  });
  route(router, PLATFORM_REPORT_API.setShare, async (ctx, input) => {
    requireAdmin(ctx);
    const u = input.body();
    const month = karachiMonth(deps.servingClock());
    await deps.revenueShares.set(ctx.params.platformId ?? '', month, u.revenueSharePct, u.platformName);
    const body: RevenueShare = {
      platformId: ctx.params.platformId ?? '',
      revenueSharePct: u.revenueSharePct,
      fromMonth: month,
    };
    ctx.body = body;
  });
  return [router];
}
