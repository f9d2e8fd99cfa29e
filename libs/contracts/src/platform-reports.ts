import { z } from 'zod';
import { daysBetween, IsoDate } from './input-rules';

/** Longest range of one report: 31 days by the hour (744 rows), a year by the day. */
export const REPORT_MAX_DAYS = { hour: 31, day: 366 } as const;
/**
 * The operator's share of what advertisers paid for the plays on its platform, in percent, until an admin sets
 * another (docs/operators.md "Monthly statements").
 */
export const DEFAULT_REVENUE_SHARE_PCT = 30;

const dayCount = (from: string, to: string) => daysBetween(from, to) + 1;

/** GET /rtb/v1/reports: Karachi calendar days, both included (the fields, for the OpenAPI document). */
export const PlatformReportQueryFields = z
  .object({
    from: IsoDate,
    to: IsoDate,
    granularity: z.enum(['hour', 'day']).default('hour'),
  })
  .strict();
export const PlatformReportQuery = PlatformReportQueryFields.superRefine((q, ctx) => {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  else if (dayCount(q.from, q.to) > REPORT_MAX_DAYS[q.granularity])
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A report by the ${q.granularity} covers at most ${REPORT_MAX_DAYS[q.granularity]} days`,
    });
});
export type PlatformReportQuery = z.infer<typeof PlatformReportQuery>;

const count = z.number().int().nonnegative();
/** What one hour (or day) of a platform's traffic counted. */
export const PlatformReportFigures = z.object({
  decisions: count,
  /** Decisions answered with an ad. */
  fills: count,
  /** Counted impressions: the plays billed. */
  plays: count,
  starts: count,
  firstQuartiles: count,
  midpoints: count,
  thirdQuartiles: count,
  completes: count,
  /** Press-1 responses counted. */
  responses: count,
  /** Error events by the VAST error code the platform reported (`unknown` when none). */
  errors: z.record(z.string(), count),
  /** Decision requests refused as malformed (400) or answered empty without the cap store. */
  decisionErrors: z.object({ malformed: count, unavailable: count }),
});
export type PlatformReportFigures = z.infer<typeof PlatformReportFigures>;

export const PlatformReportRow = PlatformReportFigures.extend({
  /** Start of the hour or day in Karachi time, ISO 8601 with its offset (`2026-11-28T14:00:00+05:00`). */
  start: z.string(),
});
export type PlatformReportRow = z.infer<typeof PlatformReportRow>;

export const PlatformReport = z.object({
  platformId: z.string(),
  timeZone: z.literal('Asia/Karachi'),
  granularity: z.enum(['hour', 'day']),
  from: IsoDate,
  to: IsoDate,
  /** Sandbox keys' traffic is never in a report or statement. */
  sandbox: z.literal('excluded'),
  rows: z.array(PlatformReportRow),
  totals: PlatformReportFigures,
});
export type PlatformReport = z.infer<typeof PlatformReport>;

/** A statement's month and file: `2026-11.csv` or `2026-11.pdf`. */
export const StatementFile = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])\.(csv|pdf)$/, 'statement: name it YYYY-MM.csv or YYYY-MM.pdf');

export const PlatformStatement = z.object({
  platformId: z.string(),
  platformName: z.string(),
  /** YYYY-MM, Karachi calendar month. */
  month: z.string(),
  plays: count,
  /** What advertisers paid for those plays (each at its campaign's price per play). */
  grossPkr: z.number().nonnegative(),
  revenueSharePct: z.number().min(0).max(100),
  /** The operator's share: grossPkr × revenueSharePct / 100, to the paisa. */
  shareAmountPkr: z.number().nonnegative(),
  days: z.array(z.object({ date: IsoDate, plays: count, grossPkr: z.number().nonnegative() })),
});
export type PlatformStatement = z.infer<typeof PlatformStatement>;

/** PUT /api/admin/platform-shares/{platformId}: applies from the current Karachi month on. */
export const RevenueShareUpdate = z
  .object({
    revenueSharePct: z.number().min(0, 'revenueSharePct: 0 to 100').max(100, 'revenueSharePct: 0 to 100'),
    /** Printed on statements an admin downloads (a platform's own download names it from its key). */
    platformName: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export type RevenueShareUpdate = z.infer<typeof RevenueShareUpdate>;

export const RevenueShare = z.object({
  platformId: z.string(),
  revenueSharePct: z.number(),
  /** The month this share applies from (earlier months keep the share they had). */
  fromMonth: z.string(),
});
export type RevenueShare = z.infer<typeof RevenueShare>;
