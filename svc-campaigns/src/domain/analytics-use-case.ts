import type { Caller } from '@rbt/service-kit';
import { ownedFilter } from '@rbt/service-kit';
import type { AnalyticsQuery, AnalyticsResponse, EventOf } from '@rbt/contracts';
import type { ReachCounter } from '../data-access/reach-counter';
import type { CampaignRepository } from '../data-access/campaign-repository';
import type { AnalyticsRepository, CampaignSummary, DeliveryBatch } from '../data-access/analytics-repository';
import { loadOwned, Ports } from './ports';
import { BookedCampaign, summarise } from './analytics';

const toBooked = (c: CampaignSummary): BookedCampaign => ({
  id: c._id,
  name: c.name,
  status: c.status,
  startDate: (c.schedule?.startDate as string | undefined) ?? null,
  endDate: (c.schedule?.endDate as string | undefined) ?? null,
  expectedImpressions: c.quote?.estImpressions ?? 0,
});

/**
 * Delivered figures of the caller's paid campaigns (admins: everyone's), or of one of them: another owner's campaign
 * answers 404 like every campaign call.
 */
export async function analyticsFor(
  p: Ports & { analytics: AnalyticsRepository; reach?: Pick<ReachCounter, 'count'> },
  caller: Caller,
  q: AnalyticsQuery,
): Promise<AnalyticsResponse> {
  if (q.campaignId) await loadOwned(p, caller, q.campaignId);
  const campaigns = (await p.analytics.campaigns(q.campaignId ? { _id: q.campaignId } : ownedFilter(caller))).map(
    toBooked,
  );
  const cells = campaigns.length
    ? await p.analytics.find(
        campaigns.map((c) => c.id),
        q.from,
        q.to,
      )
    : [];
  const reach = new Map<string, number>();
  if (p.reach) {
    const days = new Map<string, Set<string>>();
    for (const c of cells) days.set(c.campaignId, (days.get(c.campaignId) ?? new Set()).add(c.date));
    const counts = await Promise.all([...days].map(([id, d]) => p.reach!.count(id, [...d])));
    [...days.keys()].forEach((id, i) => reach.set(id, counts[i]));
  }
  const range = { campaignId: q.campaignId ?? null, from: q.from ?? null, to: q.to ?? null };
  return summarise(campaigns, cells, range, reach);
}

/** Kafka: one delivery batch into its campaign × date × hour × city cell, once per event id. */
export async function recordDelivery(
  analytics: AnalyticsRepository,
  e: { eventId: string; data: DeliveryBatch },
  now: Date,
): Promise<void> {
  await analytics.record(e.eventId, e.data, now);
}

/**
 * Kafka: one counted play (delivery.v1 ad.played) into its campaign × date × hour × city cell, once per event id:
 * one impression billed at the event's own price, and reach from the subscriber's hash (new to the cell for the
 * cell, new to the campaign for the campaign's live figures). Re-adding a hash never counts it twice, so a
 * redelivery changes nothing; the campaign's figures move only when the cell counted the event.
 */
export async function recordPlay(
  p: { analytics: AnalyticsRepository; reach: ReachCounter; campaigns: Pick<CampaignRepository, 'addPlay'> },
  e: EventOf<'delivery', 'ad.played'>,
  now: Date,
): Promise<void> {
  const d = e.data;
  const cell = { campaignId: d.campaignId, date: d.date, timeSlot: d.timeSlot, city: d.city };
  const seen = await p.reach.add(cell, d.subscriberHash);
  const counted = await p.analytics.record(
    e.eventId,
    { ...cell, impressions: 1, uniqueUsers: seen.newToCell ? 1 : 0, spendPkr: d.pricePerPlayPkr },
    now,
  );
  if (counted)
    await p.campaigns.addPlay(d.campaignId, { spend: d.pricePerPlayPkr, uniqueReach: seen.newToCampaign ? 1 : 0 });
}
