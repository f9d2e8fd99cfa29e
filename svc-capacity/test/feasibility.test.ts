import { confidenceOfLoad, notFeasibleMessage, type CapacityRow } from '@rbt/contracts';
import { feasibilityOf, type FeasibilityPorts } from '../src/domain/feasibility-use-case';
import { cellStartMs } from '../src/domain/spread-booking';

const DAY = '2026-12-01';
const row = (timeSlot: string, total: number, booked: number, date = DAY): CapacityRow =>
  ({
    date,
    city: 'karachi',
    timeSlot,
    totalCapacity: total,
    bookedCapacity: booked,
    availableCapacity: total - booked,
  }) as CapacityRow;

/** Ports over fixed rows and calls (the route reads them from MongoDB and Redis). */
const ports = (rows: CapacityRow[], calls: Record<string, number> = {}): FeasibilityPorts => ({
  rows: async (date) => rows.filter((r) => r.date === date),
  traffic: async (_date, city, slot) =>
    new Map(calls[`${city}|${slot}`] ? [['all|-|-', calls[`${city}|${slot}`]!]] : []),
  defaultTotal: () => 500,
});
const req = (plays: number, timeSlots = ['20-21', '21-22', '22-23', '23-24']) => ({
  startDate: DAY,
  endDate: DAY,
  cities: ['karachi'],
  timeSlots,
  daysOfWeek: [],
  plays,
});
const at2135 = cellStartMs({ date: DAY, timeSlot: '21-22' }) + 35 * 60_000;

describe('what can still be sold (feasibility before payment)', () => {
  it('when asked at 21:35 for the 20-24 slots of today, then 20-21 is gone, 21-22 sells its 25 minutes left, and each hour min(forecast, capacity) − booked', async () => {
    const rows = [row('20-21', 900, 0), row('21-22', 900, 0), row('22-23', 900, 100), row('23-24', 300, 0)];
    const f = await feasibilityOf(ports(rows, { 'karachi|22-23': 700 }), req(2000), at2135);
    // 21-22: 25/60 of the default forecast 500 → 208; 22-23: forecast 700 (yesterday's calls), capacity 900, 100 booked
    // → 600; 23-24: default forecast 500, capacity 300 → 300.
    expect(f).toMatchObject({
      pastCells: 1,
      sellablePlays: 1108,
      forecastPlays: 1408,
      bookedPlays: 100,
      feasible: false,
    });
    // Without yesterday's calls the forecast is the default inventory (500): 208 + 400 + 300.
    expect((await feasibilityOf(ports(rows), req(908), at2135)).feasible).toBe(true);
    expect((await feasibilityOf(ports(rows), req(909), at2135)).feasible).toBe(false);
  });

  it('when every hour asked has ended, then nothing is sellable and the refusal says so', async () => {
    const at2200 = cellStartMs({ date: DAY, timeSlot: '22-23' });
    const f = await feasibilityOf(ports([]), req(10, ['20-21', '21-22']), at2200);
    expect(f).toMatchObject({ sellablePlays: 0, feasible: false, pastCells: 2 });
    expect(notFeasibleMessage(0, null)).toBe('No plays fit in these hours; choose more days or hours.');
    expect(notFeasibleMessage(1150, 2346)).toBe(
      'At most 1,150 plays fit in these hours; choose more days or hours, or PKR 2,346 buys what fits.',
    );
  });

  it('when the load after booking is at most half, four fifths, or more of the forecast, then high, medium, low', async () => {
    expect([0.5, 0.51, 0.8, 0.81].map(confidenceOfLoad)).toEqual(['high', 'medium', 'medium', 'low']);
    const rows = [row('22-23', 1000, 0), row('23-24', 1000, 0)];
    expect((await feasibilityOf(ports(rows), req(500), at2135)).deliveryConfidence).toBe('high');
    // Forecast 208 (21-22's minutes left) + 500 + 500: 1,000 plays load it past four fifths.
    expect((await feasibilityOf(ports(rows), req(1000), at2135)).deliveryConfidence).toBe('low');
  });
});
