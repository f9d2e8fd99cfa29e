import type { CampaignDetail, CampaignStatus } from '@rbt/contracts';
import { formatKarachiDate } from '@rbt/web-kit';
import { inclusiveDays, slotRange } from '../../draft/draft-labels';
import type { WizT } from '../../messages';

/** The schedule in words: "7 days (01/06/2026 to 07/06/2026), 08:00-09:00, 18:00-19:00". */
export function scheduleInWords(t: WizT, c: CampaignDetail): string {
  if (!c.startDate || !c.endDate) return t('wiz.details.notScheduled');
  return t('wiz.details.scheduleWords', {
    days: inclusiveDays(c),
    from: formatKarachiDate(c.startDate),
    to: formatKarachiDate(c.endDate),
    hours: c.timeSlots.length ? c.timeSlots.map(slotRange).join(', ') : t('wiz.details.noHours'),
  });
}

/** What the owner may do in each status (svc-campaigns enforces the same rules; the page only hides the rest). */
export function allowedActions(s: CampaignStatus) {
  return {
    continueEditing: s === 'draft',
    // Every later status but the final ones opens /campaigns/:id/edit, whose rules the service enforces per status.
    edit: s !== 'draft' && s !== 'completed' && s !== 'cancelled',
    pay: s === 'awaiting_payment',
    remove: s === 'draft',
    duplicate: true,
  };
}
