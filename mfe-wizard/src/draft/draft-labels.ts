import { campaignDays } from '@rbt/pricing';

/** Campaign days by the engine's one rule (inclusive, chosen weekdays only), so review and checkout match the server. */
export function inclusiveDays(c: {
  startDate?: string | null;
  endDate?: string | null;
  daysOfWeek?: readonly string[] | null;
}): number {
  return campaignDays({ startDate: c.startDate, endDate: c.endDate, daysOfWeek: c.daysOfWeek ?? [] });
}

/** "08-09" → "08:00-09:00": digits only, the same in every language (names of reference data are in messages/). */
export const slotRange = (slot: string): string => slot.replace(/^(\d{2})-(\d{2})$/, '$1:00-$2:00');
