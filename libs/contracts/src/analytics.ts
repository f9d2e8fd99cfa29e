import { z } from 'zod';
import { IsoDate } from './input-rules';

/** GET /api/analytics?campaignId=&from=&to= (dates inclusive, YYYY-MM-DD in Asia/Karachi; all optional). */
export const AnalyticsQuery = z
  .object({
    campaignId: z.string().min(1).max(100).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

/** GET /api/analytics/export.csv?campaignId=&from=&to=: one campaign's figures per date × hour × city, as CSV. */
export const AnalyticsExportQuery = z
  .object({
    campaignId: z.string().min(1).max(100),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type AnalyticsExportQuery = z.infer<typeof AnalyticsExportQuery>;

const count = z.number().int().nonnegative();
const pkr = z.number().nonnegative();

/** The standard error of the HyperLogLog sketches unique reach is counted with (Redis: 1.04 ÷ √16384). */
export const REACH_ERROR_PCT = 0.81;

/**
 * How far the counted plays were listened to (VAST tracking events): starts, each quartile and completes, errors;
 * listen-through = completes ÷ starts in percent (1 decimal), null before any start.
 */
export const AnalyticsListening = z.object({
  starts: count,
  firstQuartiles: count,
  midpoints: count,
  thirdQuartiles: count,
  completes: count,
  errors: count,
  listenThroughPct: z.number().nonnegative().nullable(),
});
export type AnalyticsListening = z.infer<typeof AnalyticsListening>;

/**
 * Delivered figures of a selection, from counted plays. Reach is distinct subscribers (HyperLogLog, within
 * REACH_ERROR_PCT), frequency = impressions ÷ reach. Spend = counted plays × each campaign's locked price per play.
 * Completion is delivered ÷ booked (expected) impressions in percent (1 decimal), null when nothing is booked.
 */
export const AnalyticsTotals = z.object({
  impressions: count,
  uniqueReach: count,
  frequency: z.number().nonnegative(),
  spendPkr: pkr,
  expectedImpressions: count,
  completionPct: z.number().nonnegative().nullable(),
  lastDeliveryAt: z.string().nullable(),
  listening: AnalyticsListening,
  reachErrorPct: z.number().nonnegative(),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotals>;

/** One day; cumulative completion counts everything delivered up to and including that day. */
export const AnalyticsDatePoint = z.object({
  date: IsoDate,
  impressions: count,
  /** Distinct subscribers of that day over the selection. */
  uniqueReach: count,
  spendPkr: pkr,
  listenThroughPct: z.number().nonnegative().nullable(),
  cumulativeImpressions: count,
  cumulativeCompletionPct: z.number().nonnegative().nullable(),
});
export type AnalyticsDatePoint = z.infer<typeof AnalyticsDatePoint>;

export const AnalyticsHourPoint = z.object({
  timeSlot: z.string(),
  impressions: count,
  uniqueReach: count,
  spendPkr: pkr,
  listenThroughPct: z.number().nonnegative().nullable(),
});
export type AnalyticsHourPoint = z.infer<typeof AnalyticsHourPoint>;

export const AnalyticsCityPoint = z.object({
  city: z.string(),
  impressions: count,
  uniqueReach: count,
  spendPkr: pkr,
  listenThroughPct: z.number().nonnegative().nullable(),
});
export type AnalyticsCityPoint = z.infer<typeof AnalyticsCityPoint>;

export const AnalyticsCampaignRow = AnalyticsTotals.omit({ lastDeliveryAt: true, reachErrorPct: true }).extend({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  startDate: IsoDate.nullable(),
  endDate: IsoDate.nullable(),
});
export type AnalyticsCampaignRow = z.infer<typeof AnalyticsCampaignRow>;

export const AnalyticsResponse = z.object({
  campaignId: z.string().nullable(),
  from: IsoDate.nullable(),
  to: IsoDate.nullable(),
  totals: AnalyticsTotals,
  byDate: z.array(AnalyticsDatePoint),
  byHour: z.array(AnalyticsHourPoint),
  byCity: z.array(AnalyticsCityPoint),
  /** Every campaign in the selection that has been paid (a booking) or has delivered anything. */
  campaigns: z.array(AnalyticsCampaignRow),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;
