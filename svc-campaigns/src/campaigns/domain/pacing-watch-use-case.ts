import { BEHIND_PACE_MARGIN, BEHIND_PACE_MIN_PLAYS, PACING_TOLERANCE, type CampaignDelivery } from '@rbt/contracts';
import type { Campaign, Change } from './campaign';
import type { CapacityClient } from '../data-access/capacity-client';
import { mutate, type CampaignStore } from '../data-access/campaign-repository';
import { campaignBehindPace } from './lifecycle';

/** How far behind its even pace a campaign is: the plays due by now it has not played (0 when none are due). */
const shortOf = (d: CampaignDelivery) => Math.max(0, d.plannedSoFar - d.deliveredPlays);

/** Behind by more than the documented margin: worth telling the owner. */
export const isBehindPace = (d: CampaignDelivery): boolean =>
  shortOf(d) >= BEHIND_PACE_MIN_PLAYS && d.deliveredPlays < d.plannedSoFar * (1 - BEHIND_PACE_MARGIN);

/** Back within the pacing tolerance: the episode is over (a later fall is a new one). */
const isBackOnPace = (d: CampaignDelivery): boolean => d.deliveredPlays >= d.plannedSoFar * (1 - PACING_TOLERANCE);

/**
 * One campaign's behind-pace episode from its delivery now: opening one writes the episode and its
 * campaign.behind_pace event together (the bell and the email come from the event); an open one closes once the
 * campaign is back on pace; otherwise nothing changes, so an owner hears of each episode once.
 */
export function behindPaceChange(doc: Campaign, d: CampaignDelivery, now: Date): Change | null {
  if (doc.status !== 'live') return null;
  if (doc.behindPace) return isBackOnPace(d) ? { set: { behindPace: null }, events: [] } : null;
  if (!isBehindPace(d)) return null;
  const figures = {
    dueByNow: d.plannedSoFar,
    playedPlays: d.deliveredPlays,
    forecastPlays: d.forecastPlays,
    bookedPlays: d.bookedPlays,
  };
  return { set: { behindPace: { since: now } }, events: [campaignBehindPace(doc, figures, now)] };
}

/**
 * The pacing watch (a job): every live campaign's delivery from svc-capacity, and the episode it opens or closes.
 * A campaign svc-capacity cannot answer for now is looked at again on the next round.
 */
export async function watchPacing(p: CampaignStore & { capacity: CapacityClient }): Promise<number> {
  const live = await p.campaigns.list({ status: 'live' });
  let told = 0;
  for (const c of live) {
    const d = await p.capacity.delivery(c._id).catch(() => null);
    if (!d) continue;
    let opened = false;
    // A campaign deleted meanwhile has nothing to watch.
    await mutate(p, null, c._id, (doc, now) => {
      const change = behindPaceChange(doc, d, now);
      opened = !!change?.events.length;
      return change;
    }).catch(() => undefined);
    if (opened) told++;
  }
  return told;
}
