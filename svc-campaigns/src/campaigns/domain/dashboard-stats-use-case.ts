import { round2 } from '@rbt/pricing';
import { ownedFilter, Caller } from '@rbt/service-kit';
import type { DashboardStats } from '@rbt/contracts';
import type { CampaignRepository } from '../data-access/campaign-repository';
import { isoOrNull } from './campaign-read-models';

/** The campaigns' figures, and reach from analytics' sketches (its reach counter, wired in compose.ts). */
type DashboardPorts = {
  campaigns: Pick<CampaignRepository, 'stats'>;
  reach: { campaigns(ids: string[]): Promise<number> };
};

/**
 * Real figures from delivery events: live count, delivered impressions and spend, and reach. Reach is read from the
 * same sketches as analytics and the details page (distinct subscribers over the caller's campaigns), never from the
 * running sum of per-batch increments, which can drift from them by an estimate's noise or a retried batch part
 * (docs/decisions/campaigns.md). Without any sketch (figures from before real plays) the running sum stands.
 */
export async function dashboardStats(p: DashboardPorts, caller: Caller): Promise<DashboardStats> {
  const docs = await p.campaigns.stats(ownedFilter(caller));
  const sum = (f: (d: (typeof docs)[number]) => number) => docs.reduce((s, d) => s + f(d), 0);
  const played = docs.filter((d) => (d.delivery?.impressions ?? 0) > 0).map((d) => d._id);
  const sketched = await p.reach.campaigns(played);
  return {
    activeCampaigns: docs.filter((d) => d.status === 'live').length,
    totalImpressions: sum((d) => d.delivery?.impressions ?? 0),
    totalSpend: round2(sum((d) => d.delivery?.spend ?? 0)),
    uniqueReach: sketched > 0 ? sketched : sum((d) => d.delivery?.uniqueReach ?? 0),
    totalCampaigns: docs.length,
    lastPlayAt: isoOrNull(
      docs.reduce<Date | null>((m, d) => {
        const at = d.delivery?.lastPlayAt;
        return at && (!m || at > m) ? at : m;
      }, null),
    ),
  };
}
