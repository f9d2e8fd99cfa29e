import { campaignUpdated } from './campaign-events';
import { holdDetailOf, holdSentence, type EventOf } from '@rbt/contracts';
import type { Campaign } from '../../ports';
import { statusChange } from './lifecycle';
import { mutate } from './campaign-store';
import { Ports } from '../../ports';

type Insufficient = EventOf<'capacity', 'capacity.insufficient'>;

/**
 * capacity.insufficient holds the campaign in review; a scheduled one goes back to review. The hold is stored twice:
 * as data (`reviewHoldDetail`, which pages word in their language) and as the English sentence (`reviewHold`, for API
 * callers, the admin's conflict message and the history entry's English).
 */
export function holdForCapacity(p: Ports, e: Insufficient): Promise<Campaign> {
  const detail = holdDetailOf(e.data.shortSlots);
  // The sentence svc-capacity wrote with the same holdSentence from the same slots (an event without one: made here).
  const reason = e.data.reason ?? holdSentence(detail);
  const set = { reviewHold: reason, reviewHoldDetail: detail };
  return mutate(p, null, e.data.campaignId, (doc, now) => {
    if (doc.status === 'pending_review') {
      // The same hold again (a replay, or a re-check): nothing to store and nothing new to tell the owner.
      if (doc.reviewHold === reason) return null;
      return { set, events: [campaignUpdated(doc, ['reviewHold'], now)] };
    }
    if (doc.status === 'scheduled')
      return statusChange(doc, 'pending_review', 'svc-capacity', now, { code: 'capacity_hold', text: reason }, set);
    return null;
  });
}

/** capacity.reserved clears a hold, so an admin can approve. */
export function releaseHold(p: Ports, campaignId: string): Promise<Campaign> {
  return mutate(p, null, campaignId, (doc, now) =>
    doc.reviewHold
      ? {
          set: { reviewHold: null, reviewHoldDetail: null },
          events: [campaignUpdated(doc, ['reviewHold'], now)],
        }
      : null,
  );
}
