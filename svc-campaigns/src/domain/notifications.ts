import type { CampaignStatus, NotificationKind } from '@rbt/contracts';

export interface StatusFact {
  ownerId: string;
  from: CampaignStatus | null;
  to: CampaignStatus;
  reason?: string;
  by?: string;
}
export interface NotificationDraft {
  kind: NotificationKind;
  text: string;
  reason: string | null;
}

/**
 * What the advertiser is told about a status change, or null when nothing is worth a bell: their own actions
 * (they just did it), and steps they drive themselves (draft, submit, payment).
 */
export function notificationForStatus(name: string, f: StatusFact): NotificationDraft | null {
  if (f.by !== undefined && f.by === f.ownerId) return null;
  const reason = f.reason ?? null;
  switch (f.to) {
    case 'scheduled':
      return f.from === 'pending_review'
        ? { kind: 'approved', text: `${name} was approved and is scheduled.`, reason: null }
        : null;
    case 'live':
      return f.from === 'paused'
        ? { kind: 'resumed', text: `${name} was resumed and is live again.`, reason: null }
        : { kind: 'live', text: `${name} is live.`, reason: null };
    case 'paused':
      return { kind: 'paused', text: `${name} was paused.`, reason };
    case 'completed':
      return { kind: 'completed', text: `${name} has completed.`, reason: null };
    case 'rejected':
      return { kind: 'rejected', text: reason ? `${name} was rejected: ${reason}` : `${name} was rejected.`, reason };
    case 'pending_review':
      // Back in review from a booked schedule: capacity could not hold it.
      return f.from === 'scheduled' ? holdNotification(name, reason) : null;
    default:
      return null;
  }
}

export function holdNotification(name: string, reason: string | null): NotificationDraft {
  return { kind: 'capacity_hold', text: `${name} is on hold: not enough capacity for some cities and hours.`, reason };
}

/** An admin's decision on a running campaign's new ad (issue 28), with the reason of a rejection. */
export function creativeReviewNotification(
  name: string,
  f: { decision: 'approved' | 'rejected'; reason?: string },
): NotificationDraft {
  if (f.decision === 'approved')
    return { kind: 'creative_approved', text: `The new ad of ${name} was approved and now plays.`, reason: null };
  const reason = f.reason ?? null;
  return {
    kind: 'creative_rejected',
    text: reason
      ? `The new ad of ${name} was not approved: ${reason} The current ad keeps playing.`
      : `The new ad of ${name} was not approved. The current ad keeps playing.`,
    reason,
  };
}
