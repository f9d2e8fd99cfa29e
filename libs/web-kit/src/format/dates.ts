import { formatLanguage } from './language';

// One date format across the portal: dd/mm/yyyy, calendar days in Asia/Karachi whatever the browser's
// zone. Billing, the admin drawer and the campaign pages all format through these.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "23/11/2026". A YYYY-MM-DD value is already a Karachi calendar date (campaign start and end) and is only
 * re-ordered; an instant (ISO timestamp) is converted to its Karachi day, so 20:30 UTC is the next day.
 */
export function formatKarachiDate(value: string | Date): string {
  if (typeof value === 'string') {
    const m = CALENDAR_DATE.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  return dateFormat.format(new Date(value));
}

/** "23/11/2026, 14:05 PKT". */
export const formatKarachiDateTime = (value: string | Date): string =>
  formatLanguage() === 'ur'
    ? `${dateFormat.format(new Date(value))}، ${urduTime.format(new Date(value))} کراچی وقت`
    : `${dateTimeFormat.format(new Date(value))} PKT`;

/** "14:05:09" in Karachi, the same in both languages (an "updated at" beside figures that refresh every few seconds). */
export const formatKarachiTime = (value: string | Date | number): string => clockTime.format(new Date(value));

const clockTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const urduTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const longDate = {
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Karachi',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
  // ur-PK: Urdu month and weekday names (جنوری، پیر) with Western digits (lakh.ts says why).
  ur: new Intl.DateTimeFormat('ur-PK-u-nu-latn', {
    timeZone: 'Asia/Karachi',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }),
};

/**
 * A Karachi day in words, e.g. "Monday, 23 November 2026" / "پیر، 23 نومبر، 2026" (invoices, schedules).
 * @internal No page uses it yet: re-export it from format/index.ts with the first (docs/decisions/i18n.md).
 */
export function formatKarachiLongDate(value: string | Date): string {
  const m = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  // A calendar date is that day in Karachi: noon there is the same day in every zone's arithmetic.
  const instant = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T07:00:00Z`) : new Date(value);
  return longDate[formatLanguage()].format(instant);
}

/**
 * How long ago, in the unit a person would say (a draft made minutes ago read "0h ago"): "just now"
 * under a minute, "{n} min ago" under an hour, "{n}h ago" under a day (spec §2), "{n}d ago" after.
 */
export function formatTimeAgo(value: string | Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 60_000));
  if (formatLanguage() === 'ur') return urduTimeAgo(minutes);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours}h ago` : `${Math.floor(hours / 24)}d ago`;
}

function urduTimeAgo(minutes: number): string {
  if (minutes < 1) return 'ابھی ابھی';
  if (minutes < 60) return `${minutes} منٹ پہلے`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} گھنٹے پہلے` : `${Math.floor(hours / 24)} دن پہلے`;
}
