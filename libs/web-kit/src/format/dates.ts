// One date format across the portal (issue 16): dd/mm/yyyy, calendar days in Asia/Karachi whatever the browser's
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
export const formatKarachiDateTime = (value: string | Date): string => `${dateTimeFormat.format(new Date(value))} PKT`;

/**
 * How long ago, in the unit a person would say (issue 28: a draft made minutes ago read "0h ago"): "just now"
 * under a minute, "{n} min ago" under an hour, "{n}h ago" under a day (spec §2), "{n}d ago" after.
 */
export function formatTimeAgo(value: string | Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(value).getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours}h ago` : `${Math.floor(hours / 24)}d ago`;
}
