import { useMemo } from 'react';
import type { PriceResult } from '@rbt/contracts';
import { priceQuote } from '@rbt/pricing';
import { estimateCityIds, premiumTargets, type NicheState } from '../NicheTargetingPage/niche-state';
import { withDefaults } from '../wizard/default-draft';
import { useEstimate, type EstimateStatus } from './estimate';

export interface NicheEstimate {
  /** Niche model price per impression (spec §9), from the shared engine; no server call needed. */
  quote: PriceResult;
  /** Targeted users of the cities that map to built-in cities, from POST /api/estimate; null without a city. */
  reach: number | null;
  status: EstimateStatus;
  error: unknown;
  cityCount: number;
}

/**
 * Live estimate of the niche page: the unit price from the niche model (premium targets device, geo-micro,
 * interest; no schedule on this page, so neither peak nor weekend), the audience from POST /api/estimate
 * through the wizard's estimate hook (debounced, 10 s cache), the cost = reach × unit price.
 */
export function useNicheEstimate(s: NicheState): NicheEstimate {
  const cities = useMemo(() => estimateCityIds(s), [s]);
  const draft = useMemo(() => withDefaults({ cities }), [cities]);
  const server = useEstimate(draft);
  const targets = useMemo(() => premiumTargets(s), [s]);
  const reach = server.data?.targetedUsers ?? null; // the audience of the chosen cities
  const quote = useMemo(
    () => priceQuote({ model: 'niche', premiumTargets: targets, impressions: reach && reach > 0 ? reach : undefined, context: { cities } }),
    [targets, reach, cities],
  );
  return { quote, reach: cities.length > 0 ? reach : null, status: server.status, error: server.error, cityCount: cities.length };
}
