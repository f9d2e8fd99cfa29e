import type { AudienceList, StoredAudienceList } from '@rbt/contracts';
import { listCapacity } from '@rbt/pricing';

/** A stored list as answered: with what it can buy (issue 28). */
export const withCapacity = (list: StoredAudienceList): AudienceList => ({
  ...list,
  capacity: listCapacity(list.byCity),
});

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
