import { addCalendarDays, karachiToday, type ReportFrequency } from '@rbt/contracts';
import { round2 } from '@rbt/pricing';

/** Reports go out at 06:00 in Karachi (01:00 UTC), before the working day, each covering whole Karachi days. */
const SEND_HOUR_UTC = 1;
const DAY_MS = 86_400_000;

/** The first sending time after `after`: the next 06:00 Karachi, on a Monday for a weekly report. */
export function nextReportAt(frequency: ReportFrequency, after: Date): Date {
  const t = new Date(after);
  t.setUTCHours(SEND_HOUR_UTC, 0, 0, 0);
  if (t.getTime() <= after.getTime()) t.setTime(t.getTime() + DAY_MS);
  // 01:00 UTC is 06:00 the same day in Karachi, so the UTC weekday is Karachi's: Monday is 1.
  while (frequency === 'weekly' && t.getUTCDay() !== 1) t.setTime(t.getTime() + DAY_MS);
  return t;
}

/** The Karachi days a report sent at `runAt` covers: the day before, or the seven days before. */
export function reportPeriod(frequency: ReportFrequency, runAt: Date): { from: string; to: string } {
  const today = karachiToday(runAt);
  const to = addCalendarDays(today, -1);
  return { from: frequency === 'daily' ? to : addCalendarDays(today, -7), to };
}

/** The figures a report's email states (the attached CSV has them per day × hour × city). */
export interface ReportSummary {
  plays: number;
  spendPkr: number;
  starts: number;
  completes: number;
}

export const emptySummary = (): ReportSummary => ({ plays: 0, spendPkr: 0, starts: 0, completes: 0 });

/** Adds one cell; its spend is plays × the locked price per play to the paisa, as its CSV row says, so they add up. */
export function addToSummary(
  s: ReportSummary,
  c: { impressions: number; listen?: Partial<Record<string, number>> },
  pricePerPlay: number,
): ReportSummary {
  return {
    plays: s.plays + c.impressions,
    spendPkr: round2(s.spendPkr + round2(c.impressions * pricePerPlay)),
    starts: s.starts + (c.listen?.start ?? 0),
    completes: s.completes + (c.listen?.complete ?? 0),
  };
}
