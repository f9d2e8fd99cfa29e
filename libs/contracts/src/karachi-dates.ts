import { hourSlotId, MAX_CAMPAIGN_DAYS } from './input-rules';

/**
 * Campaign dates are calendar days in Asia/Karachi whatever the browser's or server's time zone
 * (docs/decisions/pricing.md, "Karachi time"). The wizard, svc-campaigns and svc-pricing all use these.
 */
export const CAMPAIGN_TIME_ZONE = 'Asia/Karachi';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of an instant in a time zone (en-CA formats dates as YYYY-MM-DD). */
export function dateIn(now: Date, timeZone: string = CAMPAIGN_TIME_ZONE): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f.format(now);
}

/** Today's calendar date in Karachi. */
/** Days of the week in Date#getUTCDay order (0 = Sunday): the one table every weekday lookup reads. */
export const WEEKDAY_IDS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The day of the week of a calendar date (YYYY-MM-DD), as the campaign's days-of-week name it. */
export const weekdayOf = (isoDate: string): (typeof WEEKDAY_IDS)[number] =>
  WEEKDAY_IDS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()];

export const karachiToday = (now: Date = new Date()): string => dateIn(now, CAMPAIGN_TIME_ZONE);

/** A YYYY-MM-DD date moved by whole days, computed on the calendar (UTC arithmetic, so no DST or zone shift). */
export function addCalendarDays(isoDate: string, days: number): string {
  const t = Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * Every calendar day from `start` to `end`, both included (a timestamp's date part is used). [] when either is
 * missing or not a date, or when `end` is before `start`; at most `MAX_CAMPAIGN_DAYS` days, so a typo such as year
 * 2206 cannot ask for thousands. svc-capacity spreads bookings over it, svc-campaigns' analytics fills its series.
 */
export function datesBetween(start: string | null | undefined, end: string | null | undefined): string[] {
  if (!start || !end) return [];
  const from = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return [];
  const days = Math.min(MAX_CAMPAIGN_DAYS, Math.round((to - from) / 86_400_000) + 1);
  return Array.from({ length: days }, (_, i) => new Date(from + i * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The first day a campaign can start: today in Karachi (svc-campaigns accepts a start date of today or later,
 * judged by the same function, so whatever the wizard offers the server accepts).
 */
export const firstBookableDay = (now: Date = new Date()): string => karachiToday(now);

/** Spec message for a start date before the first bookable day. */
export const START_IN_PAST = 'Start date must be today or later';

/** True when a start date is before the first bookable day in Karachi. */
export const startsInPast = (startDate: string | null | undefined, now: Date = new Date()): boolean =>
  !!startDate && startDate < firstBookableDay(now);

// Pakistan keeps UTC+5 all year (no daylight saving), so a fixed offset is exact.
export const KARACHI_OFFSET_MS = 5 * 3_600_000;

export interface KarachiClock {
  date: string;
  /** 0–23. */
  hour: number;
  /** The hourly slot `HH-HH` of the moment: the capacity cell serving books and counts plays in. */
  slot: string;
  dow: (typeof WEEKDAY_IDS)[number];
  /** When this Karachi day ends (a subscriber's cap counts per day). */
  dayEndsAtMs: number;
}

/** The Karachi month (`YYYY-MM`) of an instant: the month a platform's statement covers. */
export const karachiMonth = (ms: number): string => new Date(ms + KARACHI_OFFSET_MS).toISOString().slice(0, 7);

/**
 * Karachi's date, hour and slot at an instant: the one reading serving, pacing, the seeders and the tests share.
 * A fixed offset, so no Intl call on the serving path.
 */
export function karachiClock(nowMs: number): KarachiClock {
  const k = new Date(nowMs + KARACHI_OFFSET_MS);
  const hour = k.getUTCHours();
  const date = k.toISOString().slice(0, 10);
  const dayEndsAtMs = Date.parse(`${date}T00:00:00Z`) + 86_400_000 - KARACHI_OFFSET_MS;
  return { date, hour, slot: hourSlotId(hour), dow: WEEKDAY_IDS[k.getUTCDay()], dayEndsAtMs };
}

/** `yyyyMMddHHmmss` in Pakistan time: the timestamp format of JazzCash's fields (`pp_TxnDateTime`, expiry). */
export function karachiStamp(at: Date): string {
  return new Date(at.getTime() + KARACHI_OFFSET_MS).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** The instant of a `yyyyMMddHHmmss` Pakistan-time stamp; NaN when it is not one. */
export function fromKarachiStamp(stamp: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!m) return NaN;
  return Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) - KARACHI_OFFSET_MS;
}
