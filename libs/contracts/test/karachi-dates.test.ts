import { datesBetween, karachiClock, karachiMonth, karachiToday, TIME_SLOT_IDS } from '../src';

describe('Karachi calendar days', () => {
  it('when it is evening in UTC, then Karachi (UTC+5) is already on the next day', () => {
    expect(karachiToday(new Date('2026-12-31T19:30:00Z'))).toBe('2027-01-01');
    expect(karachiToday(new Date('2026-12-31T18:59:00Z'))).toBe('2026-12-31');
  });

  it('when a range spans a month end, then every day is listed once, both ends included', () => {
    expect(datesBetween('2026-11-29', '2026-12-02')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(datesBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(datesBetween('2026-12-05', '2026-12-05')).toEqual(['2026-12-05']);
  });

  it('when an end is missing, not a date or before the start, then there are no days', () => {
    expect(datesBetween(null, '2026-12-01')).toEqual([]);
    expect(datesBetween('2026-12-01', undefined)).toEqual([]);
    expect(datesBetween('2026-12-05', '2026-12-01')).toEqual([]);
    expect(datesBetween('soon', '2026-12-01')).toEqual([]);
  });

  it('when given timestamps, then their dates are used', () => {
    expect(datesBetween('2026-12-01T10:00:00.000Z', '2026-12-02T23:00:00.000Z')).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('when a range is longer than a campaign can be (a typo such as year 2206), then it stops after 366 days', () => {
    const days = datesBetween('2026-01-01', '2206-01-01');
    expect(days).toHaveLength(366);
    expect(days.at(-1)).toBe('2027-01-01');
  });

  it('when it is the last hour of a Karachi day, then its slot is 23-24 of that day, and a minute past it is 00-01 of the next', () => {
    const late = karachiClock(Date.parse('2026-12-31T18:59:00Z'));
    expect(late).toMatchObject({ date: '2026-12-31', hour: 23, slot: '23-24', dow: 'thu' });
    expect(late.dayEndsAtMs).toBe(Date.parse('2026-12-31T19:00:00Z'));
    expect(karachiClock(Date.parse('2026-12-31T19:01:00Z'))).toMatchObject({
      date: '2027-01-01',
      hour: 0,
      slot: '00-01',
      dow: 'fri',
    });
  });

  it('when the hour is one capacity sells, then the clock names it with the grid’s own slot id', () => {
    const day = Date.parse('2026-11-30T00:00:00+05:00');
    const sold = Array.from({ length: 24 }, (_, h) => karachiClock(day + h * 3_600_000 + 59_000).slot).slice(6);
    expect(sold).toEqual(TIME_SLOT_IDS);
  });

  it('when it is the evening of a month’s last day in UTC, then Karachi is already in the next month', () => {
    expect(karachiMonth(Date.parse('2026-11-30T18:59:59Z'))).toBe('2026-11');
    expect(karachiMonth(Date.parse('2026-11-30T19:00:00Z'))).toBe('2026-12');
  });
});
