import { conflict, forbidden, Caller } from '@rbt/service-kit';
import { ADMIN_ACTIONS, holdDetailOf, holdSentence } from '@rbt/contracts';
import type { AdminStatusTarget, BillingProfile, EventOf } from '@rbt/contracts';
import type { Campaign } from './campaign';
import { assertPlayable, campaignUpdated, statusChange } from './lifecycle';
import { loadOwned, mutate, type CampaignStore } from '../data-access/campaign-repository';

/** The review stamps the company from the owner's billing profile (billing's repository, wired in compose.ts). */
type ReviewPorts = CampaignStore & { billing: { getProfile(ownerId: string): Promise<BillingProfile | null> } };

// The review of a paid campaign: the admin's approve and reject, and the holds svc-capacity's events put on it.

export function assertAdmin(caller: Caller): void {
  if (caller.role !== 'admin') throw forbidden('Admin access is required');
}

export async function changeStatusAsAdmin(
  p: ReviewPorts,
  caller: Caller,
  id: string,
  to: AdminStatusTarget,
  reason?: string,
): Promise<Campaign> {
  assertAdmin(caller);
  // Approval fixes the company operators see as the ad's Advertiser (VAST), from the billing profile of that moment.
  const advertiser = to === 'scheduled' ? await companyOf(p, caller, id) : undefined;
  return mutate(p, caller, id, (doc, now) => {
    if (doc.status !== ADMIN_ACTIONS[to].from)
      throw conflict(`This campaign is ${doc.status}; it cannot be moved to ${to}.`, { currentStatus: doc.status });
    // Approval puts the ad on air: one without playable audio would go live and never play.
    if (to === 'scheduled') assertPlayable(doc.creative);
    if (to === 'scheduled' && doc.reviewHold)
      throw conflict(`This campaign is ${doc.status} and held: ${doc.reviewHold}`, { currentStatus: doc.status });
    const extra = to === 'rejected' ? { rejectionReason: reason } : advertiser !== undefined ? { advertiser } : {};
    return statusChange(doc, to, caller.id, now, reason, extra);
  });
}

async function companyOf(p: ReviewPorts, caller: Caller, id: string): Promise<string | null> {
  const doc = await loadOwned(p, caller, id);
  return (await p.billing.getProfile(doc.ownerId))?.company?.trim() || null;
}

type Insufficient = EventOf<'capacity', 'capacity.insufficient'>;

/**
 * capacity.insufficient holds the campaign in review; a scheduled one goes back to review. The hold is stored twice:
 * as data (`reviewHoldDetail`, which pages word in their language) and as the English sentence (`reviewHold`, for API
 * callers, the admin's conflict message and the history entry's English).
 */
export function holdForCapacity(p: ReviewPorts, e: Insufficient): Promise<Campaign> {
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
export function releaseHold(p: ReviewPorts, campaignId: string): Promise<Campaign> {
  return mutate(p, null, campaignId, (doc, now) =>
    doc.reviewHold
      ? {
          set: { reviewHold: null, reviewHoldDetail: null },
          events: [campaignUpdated(doc, ['reviewHold'], now)],
        }
      : null,
  );
}
