import type { TrafficOutcome } from './platform-traffic';

const HOUR_MS = 3_600_000;
/** Counters of one platform-hour as they are stored and added: flat names (`errors.405` → `err_405`). */
export type HourCounts = Record<string, number>;
/** Increments per `platformId|hourStartMs`. */
export type HourIncrements = Map<string, HourCounts>;

export const hourStartOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
const keyOf = (platformId: string, atMs: number) => `${platformId}|${hourStartOf(atMs)}`;
function add(into: HourIncrements, key: string, field: string, n = 1): void {
  const c = into.get(key) ?? {};
  c[field] = (c[field] ?? 0) + n;
  into.set(key, c);
}

/**
 * This instance's live decisions per platform and hour since the last flush, counted in memory beside the per-minute
 * traffic tally (no extra Redis or MongoDB call per decision) and added to the durable hourly counts every few seconds.
 */
export class HourlyDecisionTally {
  private counts: HourIncrements = new Map();
  count(platformId: string, outcome: TrafficOutcome, nowMs: number): void {
    const k = keyOf(platformId, nowMs);
    if (outcome !== 'malformed') add(this.counts, k, 'decisions');
    if (outcome === 'filled') add(this.counts, k, 'fills');
    if (outcome === 'malformed' || outcome === 'unavailable') add(this.counts, k, `dec_${outcome}`);
  }
  drain(): HourIncrements {
    const out = this.counts;
    this.counts = new Map();
    return out;
  }
  restore(back: HourIncrements): void {
    for (const [k, c] of back) for (const [f, n] of Object.entries(c)) add(this.counts, k, f, n);
  }
}

const LISTEN_FIELD = {
  start: 'starts',
  firstQuartile: 'firstQuartiles',
  midpoint: 'midpoints',
  thirdQuartile: 'thirdQuartiles',
  complete: 'completes',
} as const;

/** A counted tracking event as delivery.v1 carries it (ad.played, ad.progressed). */
export interface CountedTracking {
  platformId: string;
  at: string;
  event: 'impression' | keyof typeof LISTEN_FIELD | 'error';
  pricePerPlayPkr?: number;
  errorCode?: number;
}

/** A batch of counted tracking events added up per platform and hour (plays, what advertisers paid, quartiles, errors). */
export function trackingIncrements(events: CountedTracking[]): HourIncrements {
  const out: HourIncrements = new Map();
  for (const e of events) {
    const k = keyOf(e.platformId, Date.parse(e.at));
    if (e.event === 'impression') {
      add(out, k, 'plays');
      // In paisa: integer sums never drift the way adding 1.25s in floating point does.
      add(out, k, 'grossPaisa', Math.round((e.pricePerPlayPkr ?? 0) * 100));
    } else if (e.event === 'error') add(out, k, `err_${e.errorCode ?? 'unknown'}`);
    else add(out, k, LISTEN_FIELD[e.event]);
  }
  return out;
}
