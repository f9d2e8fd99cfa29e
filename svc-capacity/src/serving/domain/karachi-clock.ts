import { KARACHI_OFFSET_MS, WEEKDAY_IDS } from '@rbt/contracts';

// Karachi keeps UTC+5 all year (no daylight saving since 2009), so its clock is a fixed offset: no Intl per call.
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

export interface KarachiClock {
  date: string;
  /** The hourly slot `HH-HH` of the moment. */
  slot: string;
  dow: (typeof WEEKDAY_IDS)[number];
  /** When this Karachi day ends (a subscriber's cap counts per day). */
  dayEndsAtMs: number;
}

export function karachiClock(nowMs: number): KarachiClock {
  const k = new Date(nowMs + KARACHI_OFFSET_MS);
  const h = k.getUTCHours();
  const date = k.toISOString().slice(0, 10);
  const dayEndsAtMs = Date.parse(`${date}T00:00:00Z`) + 86_400_000 - KARACHI_OFFSET_MS;
  return { date, slot: `${pad(h)}-${pad(h + 1)}`, dow: WEEKDAY_IDS[k.getUTCDay()], dayEndsAtMs };
}

const DAY_MS = 86_400_000;
const karachiDayNumber = (ms: number) => Math.floor((ms + KARACHI_OFFSET_MS) / DAY_MS);

/**
 * The serving clock: the wall clock moved by `shiftMs` (SERVING_CLOCK_SHIFT_MS, 0 in production), kept on the wall
 * clock's Karachi day. The shift moves the hour only, so a browser-test run that goes on past Karachi midnight serves
 * the new day, which the browser and the other services (on the wall clock) already date their campaigns by.
 */
export function servingTime(wallMs: number, shiftMs: number): number {
  const shifted = wallMs + shiftMs;
  return shifted + (karachiDayNumber(wallMs) - karachiDayNumber(shifted)) * DAY_MS;
}
