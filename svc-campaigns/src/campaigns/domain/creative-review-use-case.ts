import type { Caller } from '@rbt/service-kit';
import { assertAdmin } from './review-use-case';
import { approvedSet, pendingToDecide } from './creative-swap';
import { applySet, bookingOf, campaignCreativeReviewed } from './lifecycle';
import type { Campaign } from './campaign';
import { mutate, type CampaignStore } from '../data-access/campaign-repository';

/**
 * An admin approves a running campaign's new creative: it replaces the approved one in the same write as
 * campaign.creative_reviewed, which carries the serving spec with the new audio for svc-capacity.
 */
export function approvePendingCreative(
  p: CampaignStore,
  caller: Caller,
  id: string,
  savedAt?: string,
): Promise<Campaign> {
  assertAdmin(caller);
  return mutate(p, caller, id, (doc, now) => {
    const set = approvedSet(doc, pendingToDecide(doc, savedAt));
    const { serving } = bookingOf(applySet(doc, set));
    const event = campaignCreativeReviewed(
      doc,
      { decision: 'approved', status: doc.status, by: caller.id, ...(serving ? { serving } : {}) },
      now,
    );
    return { set, events: [event] };
  });
}

/** An admin rejects it, with a reason the advertiser is told; the approved creative keeps playing. */
export function rejectPendingCreative(
  p: CampaignStore,
  caller: Caller,
  id: string,
  reason: string,
  savedAt?: string,
): Promise<Campaign> {
  assertAdmin(caller);
  return mutate(p, caller, id, (doc, now) => {
    pendingToDecide(doc, savedAt);
    const event = campaignCreativeReviewed(
      doc,
      { decision: 'rejected', reason, status: doc.status, by: caller.id },
      now,
    );
    return { set: { pendingCreative: null }, events: [event] };
  });
}
