import { round2 } from '@rbt/pricing';
import type { Caller } from '@rbt/service-kit';
import type { AnalyticsExportQuery } from '@rbt/contracts';
import type { ExportCells, StoredCell } from '../../ports';
import { loadOwned } from '../../campaigns';
import type { Ports } from '../../ports';
import { lockedPricePerPlay } from './analytics';
import { listenThroughPct } from './analytics-listening';

/**
 * The CSV's columns, in order; one row per date × hour slot × city × ad of the campaign (`ad_id` is the ad's
 * UniversalAdId: the campaign id for its own ad, docs/creatives.md).
 */
export const EXPORT_COLUMNS = [
  'campaign',
  'date',
  'hour',
  'city',
  'ad_id',
  'plays',
  'reach',
  'starts',
  'completes',
  'listen_through_pct',
  'spend_pkr',
] as const;
type Row = Record<(typeof EXPORT_COLUMNS)[number], string | number>;

/**
 * A cell as a CSV row. Spend is plays × the campaign's locked price per play (as the analytics API counts it), to
 * the paisa; reach is the cell's distinct subscribers (a subscriber in two cells counts in both, as in the API's
 * per-city and per-hour figures); listen-through is blank before any start.
 */
export function exportRow(name: string, pricePerPlay: number, c: StoredCell): Row {
  const pct = listenThroughPct(c.listen ?? {});
  return {
    campaign: name,
    date: c.date,
    hour: c.timeSlot,
    city: c.city,
    ad_id: c.creativeId ?? c.campaignId,
    plays: c.impressions,
    reach: c.uniqueUsers,
    starts: c.listen?.start ?? 0,
    completes: c.listen?.complete ?? 0,
    listen_through_pct: pct === null ? '' : pct,
    spend_pkr: round2(c.impressions * pricePerPlay),
  };
}

/** The owner's (or an admin's) campaign's rows, one cell at a time; another owner's campaign is a 404. */
export async function analyticsExport(
  p: Ports & { exportCells: ExportCells },
  caller: Caller,
  q: AnalyticsExportQuery,
): Promise<{ name: string; rows: AsyncIterable<Row> }> {
  const doc = await loadOwned(p, caller, q.campaignId);
  const price = lockedPricePerPlay(doc);
  async function* rows() {
    for await (const c of p.exportCells(q.campaignId, q.from, q.to)) yield exportRow(doc.name, price, c);
  }
  return { name: doc.name, rows: rows() };
}
