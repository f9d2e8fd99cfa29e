import type { PlatformTraffic } from '@rbt/contracts';

/** filled/empty: answered with an ad or without; unavailable: answered empty without the cap store; malformed: 400. */
export type TrafficOutcome = 'filled' | 'empty' | 'unavailable' | 'malformed';
/** Decisions, filled and errors of one platform (one minute, or a sum of minutes). */
export interface Tally {
  decisions: number;
  filled: number;
  errors: number;
}

/**
 * This instance's decision outcomes per platform since the last flush: counted in memory on the hot path (no Redis
 * call per decision for a report) and added to the shared per-minute counters every few seconds.
 */
export class PlatformTally {
  private byPlatform = new Map<string, Tally>();

  count(platformId: string, outcome: TrafficOutcome): void {
    let t = this.byPlatform.get(platformId);
    if (!t) this.byPlatform.set(platformId, (t = { decisions: 0, filled: 0, errors: 0 }));
    // A malformed request is an error and no decision; an empty answer for want of Redis is both.
    if (outcome !== 'malformed') t.decisions += 1;
    if (outcome === 'filled') t.filled += 1;
    if (outcome === 'unavailable' || outcome === 'malformed') t.errors += 1;
  }

  /** Adds counts back (a flush that failed), so none is lost. */
  restore(tallies: Map<string, Tally>): void {
    for (const [platformId, t] of tallies) {
      const mine = this.byPlatform.get(platformId) ?? { decisions: 0, filled: 0, errors: 0 };
      mine.decisions += t.decisions;
      mine.filled += t.filled;
      mine.errors += t.errors;
      this.byPlatform.set(platformId, mine);
    }
  }

  /** The counts since the last drain, which start again from zero. */
  drain(): Map<string, Tally> {
    const out = this.byPlatform;
    this.byPlatform = new Map();
    return out;
  }
}

/** The traffic report rows from per-platform sums, busiest platform first. */
export function trafficRows(sums: Map<string, Tally>): PlatformTraffic[] {
  return [...sums]
    .map(([platformId, t]) => ({
      platformId,
      ...t,
      fillRate: t.decisions > 0 ? Math.round((t.filled / t.decisions) * 1000) / 1000 : 0,
    }))
    .sort((a, b) => b.decisions - a.decisions || a.platformId.localeCompare(b.platformId));
}
