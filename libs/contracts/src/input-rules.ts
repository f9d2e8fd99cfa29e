import { z } from 'zod';

/**
 * Building blocks for values a client sends (docs/security.md, "Hostile inputs (services)"): real calendar dates,
 * known reference ids, finite bounded money, and text without control or bidi-override characters.
 */

/**
 * Ids of the 42 built-in cities (spec §3). The rows with names, provinces and audiences live in
 * libs/pricing/src/reference/cities.ts, which checks at load that its ids are exactly these
 * (contracts cannot import pricing: pricing depends on contracts).
 */
export const CITY_IDS = [
  'karachi',
  'hyderabad',
  'sukkur',
  'larkana',
  'nawabshah',
  'mirpur-khas',
  'jacobabad',
  'thatta',
  'lahore',
  'faisalabad',
  'rawalpindi',
  'gujranwala',
  'multan',
  'sheikhupura',
  'sargodha',
  'sialkot',
  'bahawalpur',
  'rahim-yar-khan',
  'jhang',
  'sahiwal',
  'gujrat',
  'dera-ghazi-khan',
  'okara',
  'islamabad',
  'peshawar',
  'mardan',
  'mingora',
  'dera-ismail-khan',
  'abbottabad',
  'kohat',
  'bannu',
  'quetta',
  'turbat',
  'khuzdar',
  'sibi',
  'gwadar',
  'muzaffarabad',
  'mirpur',
  'rawalakot',
  'gilgit',
  'skardu',
  'hunza',
] as const;
const CITY_SET: ReadonlySet<string> = new Set(CITY_IDS);

const twoDigits = (n: number) => String(n).padStart(2, '0');
/** The id of the hourly slot that starts at hour `h` (0–23): `HH-HH`, so the last of the day is `23-24`. */
export const hourSlotId = (h: number): string => `${twoDigits(h)}-${twoDigits(h + 1)}`;

/** The 18 wizard slots 06-07 … 23-24 (spec §9); libs/pricing builds its TIME_SLOTS from these. */
export const TIME_SLOT_IDS: readonly string[] = Array.from({ length: 18 }, (_, i) => hourSlotId(i + 6));
const SLOT_SET: ReadonlySet<string> = new Set(TIME_SLOT_IDS);

const short = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** A built-in city id; strings stay strings in the type so the wizard's string lists still fit. */
export const CityId = z.string().refine(
  (id) => CITY_SET.has(id),
  (id) => ({ message: `Unknown city "${short(id)}"` }),
);
/** One of the 18 hourly wizard slots. */
export const TimeSlotId = z
  .string()
  .regex(/^\d{2}-\d{2}$/, 'Time slot must look like 08-09')
  .refine(
    (id) => SLOT_SET.has(id),
    (id) => ({ message: `Unknown time slot "${short(id)}"; slots run 06-07 to 23-24` }),
  );

/**
 * An array whose length is checked before any item is: 64,000 bad items in a 256 kB body would otherwise cost
 * a second of CPU and 64,000 issues.
 */
export const boundedArray = <T extends z.ZodTypeAny>(
  item: T,
  max: number,
  opts: { min?: number; tooFew?: string; tooMany?: string } = {},
) =>
  z
    .array(z.unknown())
    .min(opts.min ?? 0, opts.tooFew)
    .max(max, opts.tooMany ?? `At most ${max} entries`)
    .pipe(z.array(item));

const unique = (ids: string[]) => new Set(ids).size === ids.length;
/** Chosen cities: known ids, each once, at most as many as there are cities. */
export const cityList = (min = 0) =>
  boundedArray(CityId, CITY_IDS.length, {
    min,
    tooFew: 'Choose at least one city',
    tooMany: `Choose at most ${CITY_IDS.length} cities`,
  }).refine(unique, 'Each city can be chosen only once');
/** Chosen time slots: known ids, each once. */
export const timeSlotList = (min = 0) =>
  boundedArray(TimeSlotId, TIME_SLOT_IDS.length, {
    min,
    tooFew: 'Choose at least one time slot',
    tooMany: `Choose at most ${TIME_SLOT_IDS.length} time slots`,
  }).refine(unique, 'Each time slot can be chosen only once');

/** Campaign dates are between these years; anything outside is a typo or a probe. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return (
    y >= FIRST_YEAR && y <= LAST_YEAR && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d
  );
}

/** YYYY-MM-DD that exists on the calendar (no 2026-02-30, no 2026-99-99). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine(isCalendarDate, `Date must be a real calendar date between ${FIRST_YEAR} and ${LAST_YEAR}`);

/** Longest campaign the portal books (a year, leap day included). */
export const MAX_CAMPAIGN_DAYS = 366;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
/** Whether start..end (both included) runs past MAX_CAMPAIGN_DAYS: the schedule, the wizard and submit ask this. */
export const runsTooLong = (start: string, end: string) => daysBetween(start, end) >= MAX_CAMPAIGN_DAYS;
export const TOO_LONG = `A campaign can run at most ${MAX_CAMPAIGN_DAYS} days`;

/** The largest budget one campaign can carry (PKR 1 billion); larger orders go through sales. */
export const MAX_BUDGET_PKR = 1_000_000_000;
/** Browser figures kept for comparison only: finite and bounded, not business limits. */
export const MAX_FIGURE = 1e12;

/** PKR amount: a finite number, not negative, at most `max`, with at most 2 decimals. */
export const money = (max: number = MAX_BUDGET_PKR) =>
  z
    .number()
    .finite('Amount must be a finite number')
    .nonnegative('Amount must not be negative')
    .max(max, `Amount must be at most ${max.toLocaleString('en-US')}`)
    .multipleOf(0.01, 'Amount must have at most 2 decimals');

/** Guaranteed plays of a goal: a positive whole number. */
export const Plays = z
  .number()
  .finite('Plays must be a whole number above 0')
  .int('Plays must be a whole number above 0')
  .positive('Plays must be a whole number above 0')
  .max(1e10, 'Plays must be at most 10,000,000,000');

/**
 * A whole count (reach, capacity) that is finite and at most `max`: 1e308 is an integer to JavaScript, and a
 * product of it is Infinity, which JSON writes as null.
 */
export const wholeCount = (max: number, what = 'Must', opts: { min?: number; notANumber?: string } = {}) =>
  z
    .number({ invalid_type_error: opts.notANumber })
    .finite(`${what} be a finite whole number`)
    .int(`${what} be a whole number`)
    .min(opts.min ?? 0, `${what} be at least ${opts.min ?? 0}`)
    .max(max, `${what} be at most ${max.toLocaleString('en-US')}`);

/** Text that must be a plain decimal number: "0x10", "1e3", "Infinity" are not 16, 1000 and Infinity. */
export const DECIMAL_DIGITS = /^[+-]?\d+$/;

/** A finite, non-negative figure (counts, rates) with an upper bound. */
export const figure = (max: number = MAX_FIGURE) =>
  z.number().finite('Must be a finite number').nonnegative('Must not be negative').max(max, `Must be at most ${max}`);

// NUL and the other C0/C1 controls; tab, line feed and carriage return are allowed only in multi-line text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROLS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Bidi embeddings/overrides (U+202A–U+202E) and isolates (U+2066–U+2069) make text display as something else.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
// A lone surrogate cannot be stored as UTF-8.
const LONE_SURROGATE = /\p{Cs}/u;

/** Text a person typed: at most `max` characters, no control characters, no bidi overrides, well-formed. */
export const plainText = (max: number, opts: { multiline?: boolean; tooLong?: string } = {}) =>
  z
    .string()
    .max(max, opts.tooLong ?? `Must be at most ${max} characters`)
    .refine(
      (s) => !(opts.multiline ? CONTROLS_MULTILINE : CONTROLS).test(s),
      'Must not contain control characters (such as NUL)',
    )
    .refine(
      (s) => !BIDI_CONTROLS.test(s),
      'Must not contain bidirectional override characters (U+202A–U+202E, U+2066–U+2069)',
    )
    .refine((s) => !LONE_SURROGATE.test(s), 'Must be valid Unicode text');

/** An IANA time zone the runtime knows (an unknown one would make date arithmetic throw). */
export const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    (tz) => ({ message: `Unknown time zone "${short(tz)}"` }),
  );
