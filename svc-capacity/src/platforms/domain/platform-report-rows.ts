import {
  addCalendarDays,
  KARACHI_OFFSET_MS,
  type PlatformReportFigures,
  type PlatformReportQuery,
  type PlatformReportRow,
} from '@rbt/contracts';
import type { HourCounts } from './platform-report';

const HOUR_MS = 3_600_000;

/** UTC instants a report covers: from the first Karachi midnight to the one after the last day. */
export function reportWindow(q: Pick<PlatformReportQuery, 'from' | 'to'>): { fromMs: number; toMs: number } {
  const fromMs = Date.parse(`${q.from}T00:00:00Z`) - KARACHI_OFFSET_MS;
  const toMs = Date.parse(`${addCalendarDays(q.to, 1)}T00:00:00Z`) - KARACHI_OFFSET_MS;
  return { fromMs, toMs };
}

const zero = (): PlatformReportFigures => ({
  decisions: 0,
  fills: 0,
  plays: 0,
  starts: 0,
  firstQuartiles: 0,
  midpoints: 0,
  thirdQuartiles: 0,
  completes: 0,
  responses: 0,
  errors: {},
  decisionErrors: { malformed: 0, unavailable: 0 },
});

const FLAT = [
  'decisions',
  'fills',
  'plays',
  'starts',
  'firstQuartiles',
  'midpoints',
  'thirdQuartiles',
  'completes',
  'responses',
] as const;
const isFlat = (name: string): name is (typeof FLAT)[number] => (FLAT as readonly string[]).includes(name);

function addCounts(f: PlatformReportFigures, c: HourCounts): void {
  for (const [name, n] of Object.entries(c)) {
    if (name.startsWith('err_')) f.errors[name.slice(4)] = (f.errors[name.slice(4)] ?? 0) + n;
    else if (name === 'dec_malformed') f.decisionErrors.malformed += n;
    else if (name === 'dec_unavailable') f.decisionErrors.unavailable += n;
    else if (isFlat(name)) f[name] += n;
  }
}

function sumInto(t: PlatformReportFigures, r: PlatformReportFigures): void {
  for (const name of FLAT) t[name] += r[name];
  for (const [code, n] of Object.entries(r.errors)) t.errors[code] = (t.errors[code] ?? 0) + n;
  t.decisionErrors.malformed += r.decisionErrors.malformed;
  t.decisionErrors.unavailable += r.decisionErrors.unavailable;
}

/** `2026-11-28T14:00:00+05:00` for a UTC instant, in Karachi time. */
const karachiIso = (ms: number) => `${new Date(ms + KARACHI_OFFSET_MS).toISOString().slice(0, 19)}+05:00`;

/**
 * Every hour (or Karachi day) of the range as a row, those without traffic as zeros, and the totals: the stored
 * hourly counts by hour start, and the responses counted per hour start.
 */
export function reportRows(
  q: PlatformReportQuery,
  hours: Map<number, HourCounts>,
  responses: Map<number, number>,
): { rows: PlatformReportRow[]; totals: PlatformReportFigures } {
  const { fromMs, toMs } = reportWindow(q);
  const step = q.granularity === 'hour' ? HOUR_MS : 24 * HOUR_MS;
  const rows: PlatformReportRow[] = [];
  const totals = zero();
  for (let start = fromMs; start < toMs; start += step) {
    const row = { start: karachiIso(start), ...zero() };
    for (let h = start; h < start + step; h += HOUR_MS) {
      const c = hours.get(h);
      if (c) addCounts(row, c);
      row.responses += responses.get(h) ?? 0;
    }
    rows.push(row);
    sumInto(totals, row);
  }
  return { rows, totals };
}
