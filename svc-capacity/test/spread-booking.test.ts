import { cellStartMs, spreadBooking } from '../src/inventory/domain/spread-booking';
import { ServingSpec } from '@rbt/contracts';
import { booking, DATE } from './fixtures';

describe('spreading a booking over cities, dates and slots', () => {
  it('when impressions do not divide evenly, then every impression is placed and shares differ by at most one', () => {
    const cells = spreadBooking(
      booking({
        cities: ['karachi', 'lahore'],
        startDate: '2026-12-01',
        endDate: '2026-12-03',
        timeSlots: ['08-09', '18-19'],
        expectedImpressions: 1001,
      }),
    );
    expect(cells).toHaveLength(12);
    expect(cells.reduce((t, c) => t + c.n, 0)).toBe(1001);
    const ns = cells.map((c) => c.n);
    expect(Math.max(...ns) - Math.min(...ns)).toBe(1);
  });

  it('when a campaign has cities and slots outside the old 8 × 16 grid, then every one of its city-slots is booked', () => {
    const cells = spreadBooking(
      booking({ cities: ['Karachi', 'faisalabad'], timeSlots: ['06-07', '18-19'], expectedImpressions: 400 }),
    );
    expect(cells.map((c) => [c.city, c.timeSlot, c.n])).toEqual([
      ['karachi', '06-07', 100],
      ['karachi', '18-19', 100],
      ['faisalabad', '06-07', 100],
      ['faisalabad', '18-19', 100],
    ]);
  });

  it('when a city or slot is not sold by the wizard, then its share is left out rather than moved to other cells', () => {
    const cells = spreadBooking(
      booking({ cities: ['karachi', 'atlantis'], timeSlots: ['18-19'], expectedImpressions: 400 }),
    );
    expect(cells).toEqual([{ date: DATE, city: 'karachi', timeSlot: '18-19', n: 200 }]);
  });

  it('when the campaign plays on Saturdays and Sundays only, then only those dates are booked, all impressions on them', () => {
    const cells = spreadBooking(
      booking({
        cities: ['karachi'],
        startDate: '2026-12-01', // a Tuesday
        endDate: '2026-12-14',
        timeSlots: ['18-19'],
        expectedImpressions: 400,
        serving: ServingSpec.parse({ daysOfWeek: ['sat', 'sun'] }),
      }),
    );
    expect(cells.map((c) => [c.date, c.n])).toEqual([
      ['2026-12-05', 100],
      ['2026-12-06', 100],
      ['2026-12-12', 100],
      ['2026-12-13', 100],
    ]);
  });

  it('when the booking is made at 21:35 Karachi on its first day, then the hour begun sells only its 25 minutes left and past hours nothing', () => {
    const b = booking({
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      timeSlots: ['20-21', '21-22', '22-23', '23-24'],
      expectedImpressions: 1000,
    });
    const paidAt = cellStartMs({ date: '2026-12-01', timeSlot: '21-22' }) + 35 * 60_000;
    const cells = spreadBooking(b, paidAt);
    // Weights 25/60 and six whole hours: 1000 × 0.4167 / 6.4167 = 64.9 and 155.8 a whole hour, remainder to the first.
    expect(cells.map((c) => `${c.date} ${c.timeSlot} ${c.n}`)).toEqual([
      '2026-12-01 21-22 65',
      '2026-12-01 22-23 156',
      '2026-12-01 23-24 156',
      '2026-12-02 20-21 156',
      '2026-12-02 21-22 156',
      '2026-12-02 22-23 156',
      '2026-12-02 23-24 155',
    ]);
    expect(spreadBooking(b, cellStartMs({ date: '2026-12-03', timeSlot: '00-01' }))).toEqual([]);
  });

  it('when dates are missing or reversed, then nothing is booked', () => {
    expect(spreadBooking(booking({ startDate: null }))).toEqual([]);
    expect(spreadBooking(booking({ startDate: '2026-12-05', endDate: '2026-12-01' }))).toEqual([]);
  });
});
