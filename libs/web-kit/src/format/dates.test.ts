import { formatKarachiDate, formatKarachiDateTime } from './dates';

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
