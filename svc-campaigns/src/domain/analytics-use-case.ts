import type { Caller } from '@rbt/service-kit';
import { ownedFilter } from '@rbt/service-kit';
import type { AnalyticsQuery, AnalyticsResponse } from '@rbt/contracts';
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
  p: Ports & { analytics: AnalyticsRepository },
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
  return summarise(campaigns, cells, { campaignId: q.campaignId ?? null, from: q.from ?? null, to: q.to ?? null });
}

/** Kafka: one delivery batch into its campaign × date × hour × city cell, once per event id. */
export async function recordDelivery(
  analytics: AnalyticsRepository,
  e: { eventId: string; data: DeliveryBatch },
  now: Date,
): Promise<void> {
  await analytics.record(e.eventId, e.data, now);
}
