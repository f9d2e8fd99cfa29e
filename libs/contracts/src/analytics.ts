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

const count = z.number().int().nonnegative();
const pkr = z.number().nonnegative();

/**
 * Delivered figures of a selection. Reach is the sum of each delivery batch's unique users (an upper bound: batches
 * can repeat users), frequency = impressions ÷ reach. Completion is delivered ÷ booked (expected) impressions in percent
 * (1 decimal, can pass 100), null when nothing is booked.
 */
export const AnalyticsTotals = z.object({
  impressions: count,
  uniqueReach: count,
  frequency: z.number().nonnegative(),
  spendPkr: pkr,
  expectedImpressions: count,
  completionPct: z.number().nonnegative().nullable(),
  lastDeliveryAt: z.string().nullable(),
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotals>;

/** One day; cumulative completion counts everything delivered up to and including that day. */
export const AnalyticsDatePoint = z.object({
  date: IsoDate,
  impressions: count,
  spendPkr: pkr,
  cumulativeImpressions: count,
  cumulativeCompletionPct: z.number().nonnegative().nullable(),
});
export type AnalyticsDatePoint = z.infer<typeof AnalyticsDatePoint>;

export const AnalyticsHourPoint = z.object({
  timeSlot: z.string(),
  impressions: count,
  uniqueReach: count,
  spendPkr: pkr,
});
export type AnalyticsHourPoint = z.infer<typeof AnalyticsHourPoint>;

export const AnalyticsCityPoint = z.object({ city: z.string(), impressions: count, uniqueReach: count, spendPkr: pkr });
export type AnalyticsCityPoint = z.infer<typeof AnalyticsCityPoint>;

export const AnalyticsCampaignRow = AnalyticsTotals.omit({ lastDeliveryAt: true }).extend({
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
