import { addCalendarDays, DEFAULT_REVENUE_SHARE_PCT, karachiClock, type PlatformStatement } from '@rbt/contracts';
import type { HourCounts } from './platform-report';

/** The share a month is settled at: the last one set from that month or before, else the default. */
export function shareFor(shares: readonly { fromMonth: string; pct: number }[], month: string): number {
  const applying = shares.filter((s) => s.fromMonth <= month).sort((a, b) => a.fromMonth.localeCompare(b.fromMonth));
  return applying.at(-1)?.pct ?? DEFAULT_REVENUE_SHARE_PCT;
}

/** The first and last Karachi day of a `YYYY-MM` month. */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

const rupees = (paisa: number) => Math.round(paisa) / 100;

/**
 * A platform's month for settlement: its counted plays (sandbox never), what advertisers paid for them, and the
 * operator's share of that, day by day from the stored hourly counts (hours keyed by their UTC start).
 */
export function statementOf(
  platform: { id: string; name: string },
  month: string,
  hours: Map<number, HourCounts>,
  sharePct: number,
): PlatformStatement {
  const byDay = new Map<string, { plays: number; paisa: number }>();
  const { from, to } = monthDays(month);
  for (let d = from; d <= to; d = addCalendarDays(d, 1)) byDay.set(d, { plays: 0, paisa: 0 });
  for (const [hourMs, c] of hours) {
    const day = byDay.get(karachiClock(hourMs).date);
    if (!day) continue;
    day.plays += c.plays ?? 0;
    day.paisa += c.grossPaisa ?? 0;
  }
  const days = [...byDay].map(([date, d]) => ({ date, plays: d.plays, grossPkr: rupees(d.paisa) }));
  const paisa = [...byDay.values()].reduce((s, d) => s + d.paisa, 0);
  return {
    platformId: platform.id,
    platformName: platform.name,
    month,
    plays: days.reduce((s, d) => s + d.plays, 0),
    grossPkr: rupees(paisa),
    revenueSharePct: sharePct,
    // Rounded once, on the month's total (a sum of rounded days would drift by paisas).
    shareAmountPkr: rupees((paisa * sharePct) / 100),
    days,
  };
}

/** The statement as CSV: a summary block, then one line per day (RFC 4180, CRLF). */
export function statementCsv(s: PlatformStatement): string {
  const q = (v: string | number) => (typeof v === 'number' ? String(v) : `"${v.replace(/"/g, '""')}"`);
  const money = (n: number) => n.toFixed(2);
  const lines = [
    ['platform_id', 'platform', 'month', 'plays', 'gross_pkr', 'revenue_share_pct', 'share_amount_pkr'].join(','),
    [
      q(s.platformId),
      q(s.platformName),
      q(s.month),
      s.plays,
      money(s.grossPkr),
      s.revenueSharePct,
      money(s.shareAmountPkr),
    ].join(','),
    '',
    'date,plays,gross_pkr',
    ...s.days.map((d) => `${d.date},${d.plays},${money(d.grossPkr)}`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
