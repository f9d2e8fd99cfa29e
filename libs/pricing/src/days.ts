import { WEEKDAY_IDS } from '@rbt/contracts';

/**
 * The one rule for counting campaign days (docs/decisions/pricing.md): inclusive calendar days between the
 * start and end date (1 Jan–7 Jan is 7 days), counting only the chosen days of the week when some are chosen.
 * At least 1; 1 when either date is missing. Wizard, review, checkout and server all call this.
 */

export interface DaysInput {
  startDate?: string | null;
  endDate?: string | null;
  daysOfWeek?: readonly string[];
}

const digits = (s: string, from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + s.charCodeAt(i) - 48;
  return n;
};

/**
 * Days since 1970-01-01 of a YYYY-MM-DD date, read as UTC midnight so no timezone or DST shift can move a day.
 * Parsed by char codes: this runs several times per quote and split/map dominated the engine's profile.
 */
export function isoDayNumber(date: string): number {
  // Howard Hinnant's days_from_civil: exact for the proleptic Gregorian calendar, no Date object needed.
  const m = digits(date, 5, 7);
  const d = digits(date, 8, 10);
  const y = digits(date, 0, 4) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719468;
}

/** False when the end date comes before the start date (the server answers 400 then). */
export function datesInOrder(startDate?: string | null, endDate?: string | null): boolean {
  // YYYY-MM-DD strings sort like the dates they name, so no parsing is needed.
  return !startDate || !endDate || endDate >= startDate;
}

export function campaignDays(input: DaysInput): number {
  return Math.max(1, playDays(input));
}

/**
 * The chosen days of the week between the dates, both included (every day when none or all 7 are chosen); 0 when
 * no chosen day falls in the range or the range is empty, and 1 when either date is missing (nothing to count yet).
 * The wizard refuses a schedule with 0; campaignDays never prices less than one day.
 */
export function playDays({ startDate, endDate, daysOfWeek }: DaysInput): number {
  if (!startDate || !endDate) return 1;
  const first = isoDayNumber(startDate);
  const span = isoDayNumber(endDate) - first + 1;
  if (span <= 0) return 0;
  const chosen = new Set(daysOfWeek ?? []);
  if (chosen.size === 0 || chosen.size === 7) return span;
  // Whole weeks contribute every chosen day; only the remainder needs a walk.
  let count = Math.floor(span / 7) * chosen.size;
  for (let i = 0; i < span % 7; i++) {
    // Day 0 of the Unix epoch (1970-01-01) was a Thursday (index 4).
    if (chosen.has(WEEKDAY_IDS[(first + i + 4) % 7])) count++;
  }
  return count;
}
