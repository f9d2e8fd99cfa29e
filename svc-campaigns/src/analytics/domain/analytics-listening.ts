import type { AnalyticsListening } from '@rbt/contracts';
import type { ListenEvent } from '../../ports';

type Counts = Partial<Record<ListenEvent, number>>;
const EVENTS: ListenEvent[] = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'error'];

/** Adds cells' listening counters together. */
export function addListen(into: Counts, c: Counts | undefined): Counts {
  if (c) for (const e of EVENTS) into[e] = (into[e] ?? 0) + (c[e] ?? 0);
  return into;
}

/** Listen-through = completes ÷ starts in percent, 1 decimal; null before any start. */
export const listenThroughPct = (c: Counts): number | null =>
  c.start ? Math.round(((c.complete ?? 0) / c.start) * 1000) / 10 : null;

/** The quartile drop-off as the API shows it. */
export const listeningOf = (c: Counts): AnalyticsListening => ({
  starts: c.start ?? 0,
  firstQuartiles: c.firstQuartile ?? 0,
  midpoints: c.midpoint ?? 0,
  thirdQuartiles: c.thirdQuartile ?? 0,
  completes: c.complete ?? 0,
  errors: c.error ?? 0,
  listenThroughPct: listenThroughPct(c),
});
