import type { Caller } from '@rbt/service-kit';
import type { CampaignPacing } from '@rbt/contracts';
import { loadOwned, type CampaignStore } from '../data-access/campaign-repository';
import type { CapacityClient } from '../data-access/capacity-client';
import { proRata } from '../../billing';

/**
 * The owner's pacing view (GET /api/campaigns/{id}/pacing): svc-capacity's campaignDelivery (the admin rule, one
 * definition) for the campaign, and when it is forecast to end short, the credit that shortfall would earn at the end:
 * its share of the paid total, as the settlement credits it (docs/delivery.md, "Pacing for the advertiser").
 */
export async function campaignPacing(
  p: Pick<CampaignStore, 'campaigns' | 'clock'> & { capacity: CapacityClient },
  caller: Caller,
  id: string,
): Promise<CampaignPacing> {
  const doc = await loadOwned(p, caller, id);
  const d = await p.capacity.delivery(doc._id);
  const generatedAt = p.clock().toISOString();
  if (!d)
    return {
      campaignId: doc._id,
      pacing: null,
      bookedPlays: 0,
      dueByNow: 0,
      playedPlays: 0,
      forecastPlays: 0,
      shortfallPlays: 0,
      shortfallCreditPkr: 0,
      generatedAt,
    };
  const shortfall = Math.max(0, d.bookedPlays - d.forecastPlays);
  const guaranteed = doc.quote?.estImpressions ?? d.bookedPlays;
  const paid = doc.quote?.totalCost ?? 0;
  return {
    campaignId: doc._id,
    pacing: d.pacing,
    bookedPlays: d.bookedPlays,
    dueByNow: d.plannedSoFar,
    playedPlays: d.deliveredPlays,
    forecastPlays: d.forecastPlays,
    shortfallPlays: shortfall,
    shortfallCreditPkr: guaranteed > 0 ? proRata(paid, Math.min(shortfall, guaranteed), guaranteed) : 0,
    generatedAt,
  };
}
