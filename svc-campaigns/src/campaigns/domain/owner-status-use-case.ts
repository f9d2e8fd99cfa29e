import { conflict, Caller } from '@rbt/service-kit';
import { CANCELLABLE_STATUSES, TOP_UP_STATUSES, type OwnerActions } from '@rbt/contracts';
import type { Campaign } from './campaign';
import { statusChange } from './lifecycle';
import { serviceReason } from './status-reasons';
import { mutate, type CampaignStore } from '../data-access/campaign-repository';

export const RESUME_BLOCKED =
  'The review team paused this campaign, so only they can resume it; the reason is in its status history. Contact support if it should run again.';

/** Who made the campaign's latest pause: only the owner's own pause may be undone by the owner. */
function pausedByOwner(doc: Campaign): boolean {
  const last = [...(doc.statusHistory ?? [])].reverse().find((h) => h.to === 'paused');
  return !!last && last.by === doc.ownerId;
}

/** The running-campaign actions the owner may take now (CampaignDetail.actions; the routes enforce the same). */
export function ownerActionsOf(doc: Campaign): OwnerActions {
  const paused = doc.status === 'paused';
  const own = paused && pausedByOwner(doc);
  const blocked = paused && !own;
  return {
    pause: doc.status === 'live',
    resume: own,
    resumeBlocked: blocked ? RESUME_BLOCKED : null,
    resumeBlockedBy: blocked ? 'review_team' : null,
    topUp: TOP_UP_STATUSES.includes(doc.status),
    cancel: CANCELLABLE_STATUSES.includes(doc.status),
  };
}

/** The owner pauses their own live campaign (spec §2's card button); capacity releases its booking meanwhile. */
export function pauseAsOwner(p: CampaignStore, caller: Caller, id: string): Promise<Campaign> {
  return mutate(p, caller, id, (doc, now) => {
    if (doc.status !== 'live')
      throw conflict(`This campaign is ${doc.status}; only a live campaign can be paused.`, {
        currentStatus: doc.status,
      });
    return statusChange(doc, 'paused', caller.id, now, serviceReason('paused_by_owner'));
  });
}

/**
 * The owner resumes a campaign they paused themselves; a pause by the review team stays theirs to undo
 * (409), so an advertiser cannot restart what an admin stopped. Resuming books the capacity again.
 */
export function resumeAsOwner(p: CampaignStore, caller: Caller, id: string): Promise<Campaign> {
  return mutate(p, caller, id, (doc, now) => {
    if (doc.status !== 'paused')
      throw conflict(`This campaign is ${doc.status}; only a paused campaign can be resumed.`, {
        currentStatus: doc.status,
      });
    if (!pausedByOwner(doc)) throw conflict(RESUME_BLOCKED, { currentStatus: doc.status, pausedBy: 'review team' });
    return statusChange(doc, 'live', caller.id, now, serviceReason('resumed_by_owner'));
  });
}
