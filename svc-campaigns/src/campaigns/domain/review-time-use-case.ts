import { REVIEW_TIME_MIN_APPROVALS, REVIEW_TIME_WINDOW_DAYS, type ReviewTime } from '@rbt/contracts';
import type { StatusEntry } from './campaign';
import type { CampaignStore } from '../data-access/campaign-repository';

const DAY_MS = 86_400_000;

/**
 * Minutes each review took, for the approvals of a history at or after `since`: from the latest entry into review
 * (a payment, a resubmission, a capacity hold) to the approval that ended it. A rejection ends a review too, but is
 * not counted: the advertiser asks how long until the ad plays.
 */
export function reviewMinutes(history: readonly StatusEntry[], since: Date): number[] {
  const out: number[] = [];
  let entered: number | null = null;
  for (const e of history) {
    const at = new Date(e.at).getTime();
    if (e.to === 'pending_review') entered = at;
    else if (e.from === 'pending_review') {
      if (e.to === 'scheduled' && entered !== null && at >= since.getTime()) out.push((at - entered) / 60_000);
      entered = null;
    }
  }
  return out;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * How long review takes now (docs/decisions/campaigns.md, "Review time"): the median of the last 30 days' approvals,
 * or the configured target when there were fewer than REVIEW_TIME_MIN_APPROVALS of them.
 */
export async function reviewTime(
  p: Pick<CampaignStore, 'campaigns' | 'clock'>,
  slaMinutes: number,
): Promise<ReviewTime> {
  const since = new Date(p.clock().getTime() - REVIEW_TIME_WINDOW_DAYS * DAY_MS);
  const histories = await p.campaigns.approvalHistoriesSince(since);
  const minutes = histories.flatMap((h) => reviewMinutes(h, since));
  const mid = minutes.length >= REVIEW_TIME_MIN_APPROVALS ? median(minutes) : null;
  return mid === null
    ? { minutes: slaMinutes, basis: 'sla', approvals: minutes.length, windowDays: REVIEW_TIME_WINDOW_DAYS }
    : { minutes: Math.round(mid), basis: 'median', approvals: minutes.length, windowDays: REVIEW_TIME_WINDOW_DAYS };
}
