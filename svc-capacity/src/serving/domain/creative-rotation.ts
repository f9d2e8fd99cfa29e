import type { ServingCreative } from '@rbt/contracts';
import type { ServeableCampaign } from './serving-index';

/**
 * Which of a campaign's creatives a decision plays (docs/creatives.md), after the campaign was chosen inside its
 * cap and pace. What the Lua reserve stores beside the decision for the campaign a candidate stands for:
 * - `-`: the campaign's single creative (the default: nothing changes);
 * - a creative id: chosen here (even, weighted, split test);
 * - `seq:a,b,c`: the sequence, chosen in Redis by the listener's plays of the campaign that day (1st a, 2nd b …),
 *   which only the reserve call knows atomically.
 */
export type CreativePick = string;
export const SINGLE = '-';
const SEQUENCE = 'seq:';

/** A stable number per listener and campaign, so a split test plays each listener one version only. */
function bucket(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function weighted(creatives: readonly ServingCreative[], u: number): ServingCreative {
  const total = creatives.reduce((a, c) => a + c.weight, 0);
  if (total <= 0) return creatives[Math.floor(u * creatives.length)] as ServingCreative;
  let left = u * total;
  for (const c of creatives) {
    left -= c.weight;
    if (left < 0) return c;
  }
  return creatives[creatives.length - 1] as ServingCreative;
}

/** The pick for one candidate; `u` a uniform draw in [0, 1), `sub` the listener's hash. */
export function pickCreative(c: Pick<ServeableCampaign, 'id' | 'spec'>, sub: string, u: number): CreativePick {
  const list = c.spec.creatives;
  if (list.length < 2) return SINGLE;
  switch (c.spec.rotation) {
    case 'sequence':
      return SEQUENCE + list.map((x) => x.id).join(',');
    case 'split_test':
      return (list[bucket(`${c.id}|${sub}`) % list.length] as ServingCreative).id;
    case 'weighted':
      return weighted(list, u).id;
    default:
      return (list[Math.floor(u * list.length)] as ServingCreative).id;
  }
}

/** The creative a stored pick names; null for the campaign's single creative (its `audio`). */
export const creativeOf = (c: Pick<ServeableCampaign, 'spec'>, id: string | null | undefined) =>
  (id && id !== SINGLE && c.spec.creatives.find((x) => x.id === id)) || null;
