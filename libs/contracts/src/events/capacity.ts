import { z } from 'zod';
import { envelope } from './envelope';

/** A city-slot-date that could not take its share of a campaign's impressions. */
export const ShortSlot = z.object({
  date: z.string(),
  city: z.string(),
  timeSlot: z.string(),
  requested: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
});
export type ShortSlot = z.infer<typeof ShortSlot>;

export const CapacityReserved = envelope(
  'capacity.reserved',
  z.object({ campaignId: z.string(), impressions: z.number().int().nonnegative() }),
);
/** `reason` is a sentence for the admin (svc-campaigns shows it while holding the campaign in review). */
export const CapacityInsufficient = envelope(
  'capacity.insufficient',
  z.object({
    campaignId: z.string(),
    shortSlots: z.array(ShortSlot),
    reason: z.string().optional(),
  }),
);

/** No capacity.released: svc-campaigns causes every release itself (docs/decisions/events.md). */
export const capacityEvents = {
  'capacity.reserved': CapacityReserved,
  'capacity.insufficient': CapacityInsufficient,
} as const;
