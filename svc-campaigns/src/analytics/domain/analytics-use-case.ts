import type { Caller } from '@rbt/service-kit';
import { ownedFilter } from '@rbt/service-kit';
import type { AnalyticsQuery, AnalyticsResponse } from '@rbt/contracts';
import type { ReachCounter } from '../../ports';
import type { AnalyticsRepository, CampaignSummary } from '../../ports';
import { loadOwned, type CampaignStore } from '../../campaigns';
import { BookedCampaign, lockedPricePerPlay, Reach, summarise } from './analytics';

const toBooked = (c: CampaignSummary): BookedCampaign => ({
  id: c._id,
  name: c.name,
  status: c.status,
  startDate: c.schedule.startDate ?? null,
  endDate: c.schedule.endDate ?? null,
  expectedImpressions: c.quote?.estImpressions ?? 0,
  pricePerPlayPkr: lockedPricePerPlay(c),
});

/**
 * Delivered figures of the caller's paid campaigns (admins: everyone's), or of one of them: another owner's campaign
 * answers 404 like every campaign call.
 */
export async function analyticsFor(
  p: Pick<CampaignStore, 'campaigns'> & {
    analytics: AnalyticsRepository;
    reach?: Pick<ReachCounter, 'count' | 'unions'>;
  },
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
async function reachOf(r: Pick<ReachCounter, 'count' | 'unions'>, cells: { campaignId: string; date: string }[]) {
  const byCampaign = new Map<string, Set<string>>();
  const byDay = new Map<string, Set<string>>();
  for (const c of cells) {
    byCampaign.set(c.campaignId, (byCampaign.get(c.campaignId) ?? new Set()).add(c.date));
    byDay.set(c.date, (byDay.get(c.date) ?? new Set()).add(c.campaignId));
  }
  const pairs = [...byCampaign].flatMap(([id, days]) => [...days].map((date) => ({ campaignId: id, date })));
  const days = [...byDay].map(([date, ids]) => [...ids].map((campaignId) => ({ campaignId, date })));
  // Each day's union and the whole range's in one call: a Cluster reads each sketch once for all of them.
  const [perCampaign, unions] = await Promise.all([
    Promise.all([...byCampaign].map(([id, d]) => r.count(id, [...d]))),
    r.unions([...days, pairs]),
  ]);
  const perDay = unions.slice(0, days.length);
  const overall = unions[days.length] ?? 0;
  const reach: Reach = {
    perCampaign: new Map([...byCampaign.keys()].map((id, i) => [id, perCampaign[i] as number])),
    perDay: new Map([...byDay.keys()].map((d, i) => [d, perDay[i] as number])),
    // No sketch (batches from before real plays): the cells' own counts stand.
    overall: overall > 0 ? overall : null,
  };
  return reach;
}
