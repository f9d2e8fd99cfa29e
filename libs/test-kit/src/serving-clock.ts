import { CAPACITY_SLOT_IDS, karachiClock, karachiToday } from '@rbt/contracts';

/** The first hour capacity sells (06 of 06-07): before it no call of the day can be served. */
const FIRST_SOLD_HOUR = Number(CAPACITY_SLOT_IDS[0]!.slice(0, 2));

/**
 * SERVING_CLOCK_SHIFT_MS for a run started at `now`: 0 while its hour can be served, else the step to the same
 * Karachi day's 12 o'clock hour, so dates agree with the wall clock's (svc-capacity keeps the shifted clock on the
 * wall clock's day, so a run going on past midnight serves the new day at noon). Unshifted from the first sold hour
 * until `shiftFromHour` (24: until midnight; 0: always shifted). The run lands at `at` (HH:MM) when given, else at
 * 12 and the minutes of `now`.
 */
export function servingClockShiftMs(now: Date, shiftFromHour = 24, at?: string): number {
  const { hour } = karachiClock(now.getTime());
  if (hour >= FIRST_SOLD_HOUR && hour < shiftFromHour) return 0;
  if (!at) return (12 - hour) * 3_600_000;
  return Date.parse(`${karachiToday(now)}T${at}:00+05:00`) - now.getTime();
}
