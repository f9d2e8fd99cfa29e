import type { Caller } from '@rbt/service-kit';
import { ownedFilter } from '@rbt/service-kit';
import type { AnalyticsQuery, AnalyticsResponse, EventOf } from '@rbt/contracts';
import type { CampaignRepository, PlayedCampaign, ReachCounter } from './ports';
import type { AnalyticsRepository, CampaignSummary, DeliveryBatch } from './ports';
import { loadOwned, Ports } from './ports';
import { BookedCampaign, Reach, summarise } from './analytics';

/** The locked quote's total over its guaranteed plays (the same figure the serving spec carries). */
export const lockedPricePerPlay = (c: Pick<CampaignSummary, 'quote'>) =>
  c.quote?.estImpressions ? (c.quote.totalCost ?? 0) / c.quote.estImpressions : 0;

const toBooked = (c: CampaignSummary): BookedCampaign => ({
  id: c._id,
  name: c.name,
  status: c.status,
  startDate: (c.schedule?.startDate as string | undefined) ?? null,
  endDate: (c.schedule?.endDate as string | undefined) ?? null,
  expectedImpressions: c.quote?.estImpressions ?? 0,
  pricePerPlayPkr: lockedPricePerPlay(c),
});

/**
 * Delivered figures of the caller's paid campaigns (admins: everyone's), or of one of them: another owner's campaign
 * answers 404 like every campaign call.
 */
export async function analyticsFor(
  p: Ports & { analytics: AnalyticsRepository; reach?: Pick<ReachCounter, 'count' | 'union'> },
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
  const range = { campaignId: q.campaignId ?? null, from: q.from ?? null, to: q.to ?? null };
  return summarise(campaigns, cells, range, p.reach ? await reachOf(p.reach, cells) : undefined);
}

/** Distinct subscribers from the per campaign × day sketches: per campaign, per day and overall (their unions). */
async function reachOf(r: Pick<ReachCounter, 'count' | 'union'>, cells: { campaignId: string; date: string }[]) {
  const byCampaign = new Map<string, Set<string>>();
  const byDay = new Map<string, Set<string>>();
  for (const c of cells) {
    byCampaign.set(c.campaignId, (byCampaign.get(c.campaignId) ?? new Set()).add(c.date));
    byDay.set(c.date, (byDay.get(c.date) ?? new Set()).add(c.campaignId));
  }
  const pairs = [...byCampaign].flatMap(([id, days]) => [...days].map((date) => ({ campaignId: id, date })));
  const [perCampaign, perDay, overall] = await Promise.all([
    Promise.all([...byCampaign].map(([id, d]) => r.count(id, [...d]))),
    Promise.all([...byDay].map(([date, ids]) => r.union([...ids].map((campaignId) => ({ campaignId, date }))))),
    pairs.length ? r.union(pairs) : Promise.resolve(0),
  ]);
  const reach: Reach = {
    perCampaign: new Map([...byCampaign.keys()].map((id, i) => [id, perCampaign[i] as number])),
    perDay: new Map([...byDay.keys()].map((d, i) => [d, perDay[i] as number])),
    // No sketch (batches from before real plays): the cells' own counts stand.
    overall: overall > 0 ? overall : null,
  };
  return reach;
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
): Promise<{ counted: boolean; campaign: PlayedCampaign }> {
  const d = e.data;
  const cell = { campaignId: d.campaignId, date: d.date, timeSlot: d.timeSlot, city: d.city };
  // The campaign's own locked price, not the event's copy of it: one rate, kept by the service that sold it. The
  // sketches do not depend on it, so both calls go out together (every play of every campaign passes here).
  const [[campaign], seen] = await Promise.all([
    p.analytics.campaigns({ _id: d.campaignId }),
    p.reach.add(cell, d.subscriberHash),
  ]);
  const price = campaign ? lockedPricePerPlay(campaign) : 0;
  const counted = await p.analytics.record(
    e.eventId,
    { ...cell, impressions: 1, uniqueUsers: seen.newToCell ? 1 : 0, spendPkr: price },
    now,
  );
  if (!counted) return { counted, campaign: null };
  const uniqueReach = seen.newToCampaign ? 1 : 0;
  return { counted, campaign: await p.campaigns.addPlay(d.campaignId, { spend: price, uniqueReach }, now) };
}

/** Kafka: one listening event (delivery.v1 ad.progressed) into its cell's counters, once per event id. */
export async function recordProgress(
  analytics: AnalyticsRepository,
  e: EventOf<'delivery', 'ad.progressed'>,
  now: Date,
): Promise<void> {
  const d = e.data;
  const cell = { campaignId: d.campaignId, date: d.date, timeSlot: d.timeSlot, city: d.city };
  await analytics.record(e.eventId, { ...cell, impressions: 0, uniqueUsers: 0, spendPkr: 0 }, now, d.event);
}
