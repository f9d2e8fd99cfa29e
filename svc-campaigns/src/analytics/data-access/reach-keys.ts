import type { PlaceOfPlay } from './cell-parts';

/**
 * Names of the reach sketches. Every sketch of a campaign carries the campaign id as its hash tag (`{…}`), so on a
 * Redis Cluster they share one hash slot: a batch's transaction and a campaign's PFCOUNT over its days stay on one
 * node (docs/scaling.md, "Redis Cluster, service by service").
 */
const tag = (campaignId: string) => `reach:{${campaignId}}`;

/** The campaign's all-time sketch. */
export const campaignKey = (campaignId: string) => `${tag(campaignId)}:all`;
/** The campaign × Karachi day sketch. */
export const dayKey = (at: Pick<PlaceOfPlay, 'campaignId' | 'date'>) => `${tag(at.campaignId)}:day:${at.date}`;
/** The analytics cell's sketch (campaign × day × hour slot × city). */
export const cellKey = (at: PlaceOfPlay) => `${tag(at.campaignId)}:cell:${at.date}:${at.timeSlot}:${at.city}`;
/** Per creative (the campaign's own under the campaign id): the results per ad (docs/creatives.md). */
export const creativeKey = (at: Pick<PlaceOfPlay, 'campaignId' | 'creativeId'>) =>
  `${tag(at.campaignId)}:creative:${at.creativeId ?? at.campaignId}`;

/** What a batch's share for the campaign gained, kept until its cells are written (reach-batch-script.ts). */
export const batchKey = (campaignId: string, digest: string) => `${tag(campaignId)}:batch:${digest}`;

/** What the names were before the hash tags, matched by the one-time move (reach-keys-move.ts). */
export const LEGACY_PATTERNS = ['reach:campaign:*', 'reach:creative:*'];

/**
 * The hash-tagged name of a sketch under its name before the tags: `reach:campaign:<c>` (all time),
 * `reach:campaign:<c>:<date>` (day), `reach:campaign:<c>:<date>:<slot>:<city>` (cell), `reach:creative:<c>:<cr>`.
 * Undefined for a name of neither shape (left where it is).
 */
export function taggedName(legacy: string): string | undefined {
  const creative = /^reach:creative:([^:]+):([^:]+)$/.exec(legacy);
  if (creative) return creativeKey({ campaignId: creative[1]!, creativeId: creative[2]! });
  const m = /^reach:campaign:([^:]+)((?::[^:]+)*)$/.exec(legacy);
  if (!m) return undefined;
  const campaignId = m[1]!;
  const rest = m[2] ? m[2].slice(1).split(':') : [];
  if (rest.length === 0) return campaignKey(campaignId);
  if (rest.length === 1) return dayKey({ campaignId, date: rest[0]! });
  if (rest.length === 3) return cellKey({ campaignId, date: rest[0]!, timeSlot: rest[1]!, city: rest[2]! });
  return undefined;
}
