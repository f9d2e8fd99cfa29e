import { round2 } from '@rbt/pricing';
import type { DeliveryCell, ListenEvent } from '../../ports';
import {
  datesBetween,
  pricePerPlay,
  REACH_ERROR_PCT,
  type PricedPlays,
  type AnalyticsCampaignRow,
  type AnalyticsDatePoint,
  type AnalyticsResponse,
  type AnalyticsTotals,
} from '@rbt/contracts';
import { addListen, listeningOf, listenThroughPct } from './analytics-listening';

/** What the aggregation needs of a campaign and of a delivery cell (plain data, no I/O). */
export interface BookedCampaign {
  id: string;
  name: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  expectedImpressions: number;
  /** The locked quote's total ÷ its guaranteed plays: the only rate a counted play is billed at. */
  pricePerPlayPkr: number;
}

/** The campaign's one price per play (contracts' pricePerPlay, the figure the serving spec carries). */
export const lockedPricePerPlay = (c: { quote?: PricedPlays | null }) => pricePerPlay(c.quote);

/** Distinct subscribers (HyperLogLog estimates) of the selection: per campaign, per day, and overall. */
export interface Reach {
  perCampaign: Map<string, number>;
  perDay: Map<string, number>;
  overall: number | null;
}
/** A delivery cell as stored, less its bookkeeping (id, counted event ids). */
export type Cell = Omit<DeliveryCell, '_id' | 'eventIds'>;

const money = round2;
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

interface Sum {
  impressions: number;
  uniqueReach: number;
  spendPkr: number;
  listen: Partial<Record<ListenEvent, number>>;
}
const zero = (): Sum => ({ impressions: 0, uniqueReach: 0, spendPkr: 0, listen: {} });
type Add = (s: Sum, c: Cell) => Sum;
/** Spend is counted plays × the campaign's locked price per play, whatever rate a cell or event carried. */
const adder =
  (priceOf: (campaignId: string) => number): Add =>
  (s, c) => {
    s.impressions += c.impressions;
    s.uniqueReach += c.uniqueUsers;
    s.spendPkr += c.impressions * priceOf(c.campaignId);
    addListen(s.listen, c.listen);
    return s;
  };
const point = (s: Sum) => ({
  impressions: s.impressions,
  uniqueReach: s.uniqueReach,
  spendPkr: money(s.spendPkr),
  listenThroughPct: listenThroughPct(s.listen),
});

function totalsOf(s: Sum, expected: number): Omit<AnalyticsTotals, 'lastDeliveryAt' | 'reachErrorPct'> {
  return {
    impressions: s.impressions,
    uniqueReach: s.uniqueReach,
    spendPkr: money(s.spendPkr),
    frequency: s.uniqueReach ? Math.round((s.impressions / s.uniqueReach) * 100) / 100 : 0,
    expectedImpressions: expected,
    completionPct: pct(s.impressions, expected),
    listening: listeningOf(s.listen),
  };
}

function groupBy<K extends string>(cells: Cell[], key: (c: Cell) => K, add: Add): Map<K, Sum> {
  const m = new Map<K, Sum>();
  for (const c of cells) m.set(key(c), add(m.get(key(c)) ?? zero(), c));
  return m;
}

function dateSeries(
  cells: Cell[],
  expected: number,
  q: { from: string | null; to: string | null },
  reach: Map<string, number>,
  add: Add,
): AnalyticsDatePoint[] {
  const { from, to } = q;
  const days = groupBy(cells, (c) => c.date, add);
  const known = [...days.keys()].sort();
  const first = from ?? known[0];
  const last = to ?? known.at(-1);
  if (!first || !last) return [];
  let cumulative = 0;
  return datesBetween(first, last).map((date) => {
    const d = days.get(date) ?? zero();
    cumulative += d.impressions;
    return {
      date,
      ...point(d),
      uniqueReach: reach.get(date) || d.uniqueReach,
      cumulativeImpressions: cumulative,
      cumulativeCompletionPct: pct(cumulative, expected),
    };
  });
}

/**
 * The analytics answer for a selection of campaigns and their cells in a date range: totals, series by date (gaps as 0),
 * by hour slot, by city (most impressions first) and one row per campaign (newest first, as given). `reach` holds the
 * distinct subscribers per campaign over the range where known; the totals sum the campaigns' reach.
 */
export function summarise(
  campaigns: BookedCampaign[],
  cells: Cell[],
  q: { campaignId: string | null; from: string | null; to: string | null },
  reach: Reach = { perCampaign: new Map(), perDay: new Map(), overall: null },
): AnalyticsResponse {
  const prices = new Map(campaigns.map((c) => [c.id, c.pricePerPlayPkr]));
  const add = adder((id) => prices.get(id) ?? 0);
  const expected = campaigns.reduce((s, c) => s + c.expectedImpressions, 0);
  const perCampaign = groupBy(cells, (c) => c.campaignId, add);
  // A campaign's distinct subscribers over the range, where plays were sketched, replace the sum of its cells.
  for (const [id, n] of reach.perCampaign) if (n > 0 && perCampaign.has(id)) perCampaign.get(id)!.uniqueReach = n;
  const last = cells.reduce<Date | null>((m, c) => (c.lastAt && (!m || c.lastAt > m) ? c.lastAt : m), null);
  const rows: AnalyticsCampaignRow[] = campaigns.map((c) => ({
    id: c.id,
    name: c.name,
    status: c.status,
    startDate: c.startDate,
    endDate: c.endDate,
    ...totalsOf(perCampaign.get(c.id) ?? zero(), c.expectedImpressions),
  }));
  const all = cells.reduce(add, zero());
  // Distinct subscribers over the whole selection (the sketches' union), else the campaigns' sum as a bound.
  all.uniqueReach = reach.overall ?? [...perCampaign.values()].reduce((n, c) => n + c.uniqueReach, 0);
  return {
    ...q,
    totals: {
      ...totalsOf(all, expected),
      lastDeliveryAt: last ? new Date(last).toISOString() : null,
      reachErrorPct: REACH_ERROR_PCT,
    },
    byDate: dateSeries(cells, expected, q, reach.perDay, add),
    byHour: [...groupBy(cells, (c) => c.timeSlot, add)]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([timeSlot, s]) => ({ timeSlot, ...point(s) })),
    byCity: [...groupBy(cells, (c) => c.city, add)]
      .sort(([a, x], [b, y]) => y.impressions - x.impressions || a.localeCompare(b))
      .map(([city, s]) => ({ city, ...point(s) })),
    campaigns: rows,
  };
}
