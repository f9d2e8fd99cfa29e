import { campaignUpdated } from './campaign-events';
import type { EventOf } from '@rbt/contracts';
import type { CampaignDoc } from './ports';
import { statusChange } from './lifecycle';
import { mutate, Ports } from './ports';

type Insufficient = EventOf<'capacity', 'capacity.insufficient'>;

/** English, as stored; web-kit's `readHoldReason` reads this exact shape back to word it in Urdu: change both. */
export function holdReason(e: Insufficient): string {
  const slots = e.data.shortSlots;
  const named = slots
    .slice(0, 3)
    .map((s) => `${s.city} ${s.timeSlot} on ${s.date} (requested ${s.requested}, available ${s.available})`);
  const more = slots.length > 3 ? ` and ${slots.length - 3} more` : '';
  return `Not enough capacity: ${named.join('; ')}${more}`;
}

/** capacity.insufficient holds the campaign in review with the reason; a scheduled one goes back to review. */
export function holdForCapacity(p: Ports, e: Insufficient): Promise<CampaignDoc> {
  const reason = holdReason(e);
  return mutate(p, null, e.data.campaignId, (doc, now) => {
    if (doc.status === 'pending_review') {
      if (doc.reviewHold === reason) return null;
      return {
        set: { reviewHold: reason },
        events: [campaignUpdated(doc, ['reviewHold'], now)],
      };
    }
    if (doc.status === 'scheduled')
      return statusChange(doc, 'pending_review', 'svc-capacity', now, reason, { reviewHold: reason });
    return null;
  });
}

/** capacity.reserved clears a hold, so an admin can approve. */
export function releaseHold(p: Ports, campaignId: string): Promise<CampaignDoc> {
  return mutate(p, null, campaignId, (doc, now) =>
    doc.reviewHold
      ? {
          set: { reviewHold: null },
          events: [campaignUpdated(doc, ['reviewHold'], now)],
        }
      : null,
  );
}
