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
