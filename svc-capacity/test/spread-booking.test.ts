import { spreadBooking } from '../src/domain/spread-booking';
import { ServingSpec } from '@rbt/contracts';
import { booking } from './fixtures';

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
    expect(cells).toEqual([{ date: '2026-12-01', city: 'karachi', timeSlot: '18-19', n: 200 }]);
  });

  it('when the campaign plays on Saturdays and Sundays only, then only those dates are booked, all impressions on them (issue 28)', () => {
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

  it('when dates are missing or reversed, then nothing is booked', () => {
    expect(spreadBooking(booking({ startDate: null }))).toEqual([]);
    expect(spreadBooking(booking({ startDate: '2026-12-05', endDate: '2026-12-01' }))).toEqual([]);
  });
});
