import { campaignDays } from '@rbt/pricing';
import { isolate } from '@rbt/web-kit';

/** Campaign days by the engine's one rule (inclusive, chosen weekdays only), so review and checkout match the server. */
export function inclusiveDays(c: {
  startDate?: string | null;
  endDate?: string | null;
  daysOfWeek?: readonly string[] | null;
}): number {
  return campaignDays({ startDate: c.startDate, endDate: c.endDate, daysOfWeek: c.daysOfWeek ?? [] });
}

/**
 * "08-09" → "08:00-09:00", digits in every language. Isolated on an Urdu page: after Urdu words the bidi algorithm
 * takes the digits for Arabic numbers and the hyphen for a neutral, and showed the range as "09:00-08:00".
 */
export const slotRange = (slot: string): string => isolate(slot.replace(/^(\d{2})-(\d{2})$/, '$1:00-$2:00'));
