import { formatKarachiDate, formatKarachiDateTime, formatTimeAgo } from './dates';

describe('Karachi date format', () => {
  test('when an instant late in the UTC evening is formatted, then it shows the next Karachi calendar day as dd/mm/yyyy', () => {
    expect(formatKarachiDate('2026-11-22T20:30:00.000Z')).toBe('23/11/2026');
    expect(formatKarachiDate(new Date('2026-11-22T18:59:00.000Z'))).toBe('22/11/2026');
  });

  test('when a calendar date (YYYY-MM-DD) is formatted, then only its order changes, never its day', () => {
    expect(formatKarachiDate('2026-11-22')).toBe('22/11/2026');
  });

  test('when a date and time is formatted, then it is 24-hour Karachi time marked PKT', () => {
    expect(formatKarachiDateTime('2026-11-22T20:30:00.000Z')).toBe('23/11/2026, 01:30 PKT');
  });
});

describe('time ago', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  test('when a draft was made seconds or minutes ago, then it says so instead of "0h ago"', () => {
    expect(formatTimeAgo('2026-11-21T11:59:30Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-21T11:55:00Z', now)).toBe('5 min ago');
    expect(formatTimeAgo('2026-11-21T11:00:01Z', now)).toBe('59 min ago');
  });
  test('when it is hours or days old, then "{n}h ago" under a day and "{n}d ago" after (spec §2)', () => {
    expect(formatTimeAgo('2026-11-21T09:30:00Z', now)).toBe('2h ago');
    expect(formatTimeAgo('2026-11-20T12:00:00Z', now)).toBe('1d ago');
    expect(formatTimeAgo('2026-11-21T12:05:00Z', now)).toBe('just now'); // a clock slightly ahead
  });
});
