import { z } from 'zod';
import { envelope } from './envelope';
import { servingEvents } from './serving';

/** A batch of simulated (or real) ringback plays for one campaign, date, city and hour. */
export const ImpressionsDelivered = envelope(
  'impressions.delivered',
  z.object({
    campaignId: z.string(),
    /** The day (YYYY-MM-DD, Asia/Karachi) the plays happened on. */
    date: z.string(),
    city: z.string(),
    timeSlot: z.string(),
    impressions: z.number().int().positive(),
    uniqueUsers: z.number().int().nonnegative(),
    spendPkr: z.number().nonnegative(),
  }),
);

/** delivery.v1 carries the aggregate batches and, since serving is real, each counted play and progress event. */
export const deliveryEvents = { 'impressions.delivered': ImpressionsDelivered, ...servingEvents } as const;
