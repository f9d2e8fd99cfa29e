import { ownedFilter, Caller } from '@rbt/service-kit';
import type { DashboardStats } from '@rbt/contracts';
import type { Ports } from './ports';
import { isoOrNull } from './views';

/** Real figures from delivery events: live count, delivered impressions and spend, and reach (sum over campaigns). */
export async function dashboardStats(p: Ports, caller: Caller): Promise<DashboardStats> {
  const docs = await p.campaigns.stats(ownedFilter(caller));
  const sum = (f: (d: (typeof docs)[number]) => number) => docs.reduce((s, d) => s + f(d), 0);
  return {
    activeCampaigns: docs.filter((d) => d.status === 'live').length,
    totalImpressions: sum((d) => d.delivery?.impressions ?? 0),
    totalSpend: Math.round(sum((d) => d.delivery?.spend ?? 0) * 100) / 100,
    uniqueReach: sum((d) => d.delivery?.uniqueReach ?? 0),
    totalCampaigns: docs.length,
    lastPlayAt: isoOrNull(
      docs.reduce<Date | null>((m, d) => {
        const at = d.delivery?.lastPlayAt;
        return at && (!m || at > m) ? at : m;
      }, null),
    ),
  };
}
