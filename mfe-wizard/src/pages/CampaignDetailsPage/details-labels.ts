import type { CampaignDetail, CampaignStatus } from '@rbt/contracts';
import { formatKarachiDate } from '@rbt/web-kit';
import { cityList, inclusiveDays, slotRange } from '../../draft/draft-labels';

/** The schedule in words: "7 days (01/06/2026 to 07/06/2026), 08:00-09:00, 18:00-19:00". */
export function scheduleInWords(c: CampaignDetail): string {
  if (!c.startDate || !c.endDate) return 'Not scheduled yet';
  const days = inclusiveDays(c);
  const hours = c.timeSlots.length ? c.timeSlots.map(slotRange).join(', ') : 'no hours chosen';
  return `${days} ${days === 1 ? 'day' : 'days'} (${formatKarachiDate(c.startDate)} to ${formatKarachiDate(c.endDate)}), ${hours}`;
}

export const citiesInWords = (c: CampaignDetail): string => cityList(c.cities, c.cities.length);

/** What the owner may do in each status (svc-campaigns enforces the same rules; the page only hides the rest). */
export function allowedActions(s: CampaignStatus) {
  return {
    continueEditing: s === 'draft',
    // Every later status but completed opens /campaigns/:id/edit, whose rules the service enforces per status.
    edit: s !== 'draft' && s !== 'completed',
    pay: s === 'awaiting_payment',
    remove: s === 'draft',
    duplicate: true,
  };
}
