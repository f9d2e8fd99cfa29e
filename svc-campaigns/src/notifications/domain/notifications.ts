import { readHoldSentence } from '@rbt/contracts';
import type { CampaignStatus, HoldDetail, NotificationKind } from '@rbt/contracts';

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
  hold: HoldDetail | null;
}

/**
 * What the advertiser is told about a status change, or null when nothing is worth a bell: their own actions
 * (they just did it), and steps they drive themselves (draft, submit, payment). `hold` is the campaign's stored hold
 * detail when it is still this one; otherwise the event's sentence is read back.
 */
export function notificationForStatus(
  name: string,
  f: StatusFact,
  hold: HoldDetail | null = null,
): NotificationDraft | null {
  if (f.by !== undefined && f.by === f.ownerId) return null;
  const reason = f.reason ?? null;
  switch (f.to) {
    case 'scheduled':
      return f.from === 'pending_review'
        ? { kind: 'approved', text: `${name} was approved and is scheduled.`, reason: null, hold: null }
        : null;
    case 'live':
      return f.from === 'paused'
        ? { kind: 'resumed', text: `${name} was resumed and is live again.`, reason: null, hold: null }
        : { kind: 'live', text: `${name} is live.`, reason: null, hold: null };
    case 'paused':
      return { kind: 'paused', text: `${name} was paused.`, reason, hold: null };
    case 'completed':
      return { kind: 'completed', text: `${name} has completed.`, reason: null, hold: null };
    case 'rejected':
      return {
        kind: 'rejected',
        text: reason ? `${name} was rejected: ${reason}` : `${name} was rejected.`,
        reason,
        hold: null,
      };
    case 'pending_review':
      // Back in review from a booked schedule: capacity could not hold it (the event's English is its sentence).
      return f.from === 'scheduled' ? holdNotification(name, reason, hold ?? readHoldSentence(reason)) : null;
    default:
      return null;
  }
}

export function holdNotification(name: string, reason: string | null, hold: HoldDetail | null): NotificationDraft {
  return {
    kind: 'capacity_hold',
    text: `${name} is on hold: not enough capacity for some cities and hours.`,
    reason,
    hold,
  };
}

/** An admin's decision on a running campaign's new ad, with the reason of a rejection. */
export function creativeReviewNotification(
  name: string,
  f: { decision: 'approved' | 'rejected'; reason?: string },
): NotificationDraft {
  if (f.decision === 'approved')
    return {
      kind: 'creative_approved',
      text: `The new ad of ${name} was approved and now plays.`,
      reason: null,
      hold: null,
    };
  const reason = f.reason ?? null;
  return {
    kind: 'creative_rejected',
    text: reason
      ? `The new ad of ${name} was not approved: ${reason} The current ad keeps playing.`
      : `The new ad of ${name} was not approved. The current ad keeps playing.`,
    reason,
    hold: null,
  };
}

/** The campaign fell behind its pace (once per episode): the figures are on its pacing panel, the bell names it. */
export function behindPaceNotification(name: string): NotificationDraft {
  return {
    kind: 'behind_pace',
    text: `${name} is behind its pace; its page shows where it stands and what happens next.`,
    reason: null,
    hold: null,
  };
}
