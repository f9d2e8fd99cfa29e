import { AUDIENCE_K_MIN, MATCH_COUNT_STEP, type AudienceList, type StoredAudienceList } from '@rbt/contracts';
import { listCapacity } from '@rbt/pricing';

const roundDown = (n: number) => Math.floor(n / MATCH_COUNT_STEP) * MATCH_COUNT_STEP;

/** Whether a list reaches k (contracts AUDIENCE_K_MIN): only then is it shown in figures, priced and bought. */
export const reachesK = (list: Pick<StoredAudienceList, 'matched'>) => list.matched >= AUDIENCE_K_MIN;

/**
 * The audience a list is shown, priced and sold on: each city's matched count rounded down to MATCH_COUNT_STEP
 * (cities left with none dropped), none below k. Rounded down, so a campaign never buys more than the list holds.
 */
export function shownAudience(list: Pick<StoredAudienceList, 'matched' | 'byCity'>): StoredAudienceList['byCity'] {
  if (!reachesK(list)) return [];
  return list.byCity.map((c) => ({ ...c, matched: roundDown(c.matched) })).filter((c) => c.matched > 0);
}

/** A stored list as its owner sees it (k-anonymity, rounding) with what it can buy. */
export function withCapacity(list: StoredAudienceList): AudienceList {
  const byCity = shownAudience(list);
  const matched = reachesK(list) ? roundDown(list.matched) : null;
  return {
    ...list,
    matched,
    matchRate: matched === null || !list.submitted ? null : Math.round((matched / list.submitted) * 100) / 100,
    byCity,
    usable: matched !== null,
    capacity: listCapacity(byCity),
  };
}

export interface Matched {
  summary: Omit<StoredAudienceList, 'id' | 'createdAt' | 'name'>;
  matchedHashes: string[];
}

/**
 * What a customer list reaches: distinct hashes received, those the directory knows (the list's audience) and
 * where they live, largest city first. Pure: the lookup is done by the caller.
 */
export function summariseMatch(hashes: readonly string[], cityOf: ReadonlyMap<string, string>): Matched {
  const distinct = [...new Set(hashes)];
  const matchedHashes = distinct.filter((h) => cityOf.has(h));
  const byCity = new Map<string, number>();
  for (const h of matchedHashes) byCity.set(cityOf.get(h)!, (byCity.get(cityOf.get(h)!) ?? 0) + 1);
  const matchRate = distinct.length ? Math.round((matchedHashes.length / distinct.length) * 10_000) / 10_000 : 0;
  return {
    summary: {
      submitted: distinct.length,
      matched: matchedHashes.length,
      matchRate,
      byCity: [...byCity]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([cityId, matched]) => ({ cityId: cityId as StoredAudienceList['byCity'][number]['cityId'], matched })),
    },
    matchedHashes,
  };
}
