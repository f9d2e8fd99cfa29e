import type { Rand } from './audience-mix';

/** The linear events after the Impression, in play order, with the share of the ad's duration each fires at. */
export const QUARTILES = [
  { event: 'start', at: 0 },
  { event: 'firstQuartile', at: 0.25 },
  { event: 'midpoint', at: 0.5 },
  { event: 'thirdQuartile', at: 0.75 },
  { event: 'complete', at: 1 },
] as const;
export type Quartile = (typeof QUARTILES)[number]['event'];

/**
 * Share of impressions that reach each event (a ringback tone stops when the callee answers): 90 % start, 85 % first
 * quartile, 80 % midpoint, 75 % third quartile, 70 % complete; about 1 % of plays fail with a VAST error instead.
 */
export interface DropOff {
  reach: Record<Quartile, number>;
  errorRate: number;
}
export const DEFAULT_DROP_OFF: DropOff = {
  reach: { start: 0.9, firstQuartile: 0.85, midpoint: 0.8, thirdQuartile: 0.75, complete: 0.7 },
  errorRate: 0.01,
};

/** What one play will do: the events it reaches (each with its time share) and whether it ends in an Error. */
export interface PlayPlan {
  events: { event: Quartile; at: number }[];
  error: { at: number } | null;
}

/**
 * One play's plan. A single draw places the play on the reach curve (reaching an event means reaching every event
 * before it, so the curve must not rise); a second decides an error, which happens at a random point and ends the play.
 */
export function planPlay(rand: Rand, d: DropOff = DEFAULT_DROP_OFF): PlayPlan {
  const u = rand();
  const reached = QUARTILES.filter((q) => u < d.reach[q.event]).map((q) => ({ event: q.event, at: q.at }));
  if (rand() >= d.errorRate) return { events: reached, error: null };
  const at = rand();
  return { events: reached.filter((e) => e.at <= at), error: { at } };
}
