import { confidenceOfLoad, notFeasibleMessage, type CapacityRow } from '@rbt/contracts';
import { feasibilityOf, type FeasibilityPorts } from '../src/inventory/domain/feasibility-use-case';
import { cellStartMs } from '../src/inventory/domain/spread-booking';
import { targetedShare } from '@rbt/pricing';

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
  it('when asked at 21:35 for the 20-24 slots of today, then 20-21 is gone, 21-22 sells its 25 minutes left, and each hour min(90 % of forecast, capacity) − booked', async () => {
    const rows = [row('20-21', 900, 0), row('21-22', 900, 0), row('22-23', 900, 100), row('23-24', 300, 0)];
    const f = await feasibilityOf(ports(rows, { 'karachi|22-23': 700 }), req(2000), at2135);
    // Rooms (90 % of the forecast is sold): 21-22: 25/60 of 90 % of the default forecast 500 → 187; 22-23: 90 % of
    // yesterday's 700 calls, 100 booked → 530; 23-24: capacity 300 → 300. Booking splits by each hour's share to come
    // (25/60, 1, 1), so 23-24 takes 1 ÷ 2.42 of any request: 727 plays put 300 there, the most that fits.
    expect(f).toMatchObject({
      pastCells: 1,
      sellablePlays: 727,
      forecastPlays: 1408,
      bookedPlays: 100,
      feasible: false,
    });
    expect((await feasibilityOf(ports(rows), req(727), at2135)).feasible).toBe(true);
    expect((await feasibilityOf(ports(rows), req(728), at2135)).feasible).toBe(false);
  });

  it('when one hour is nearly full, then the request is limited by the split booking would make, not by the sum of the rooms', async () => {
    // 22-23 and 23-24 each have room for 400 and 50: summing sold 450, but an even split puts 225 into 23-24.
    const rows = [row('22-23', 400, 0), row('23-24', 400, 350)];
    const at2000 = cellStartMs({ date: DAY, timeSlot: '20-21' });
    const f = await feasibilityOf(ports(rows), req(450, ['22-23', '23-24']), at2000);
    // 101 splits 51 + 50 (the odd play goes to the first hour).
    expect(f).toMatchObject({ sellablePlays: 101, feasible: false });
    expect((await feasibilityOf(ports(rows), req(101, ['22-23', '23-24']), at2000)).feasible).toBe(true);
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

  it('when the request targets women on smartphones in the gold tier, then only that share of the calls is forecast and sold', async () => {
    const rows = [row('22-23', 1000, 100), row('23-24', 1000, 0)];
    const at2000 = cellStartMs({ date: DAY, timeSlot: '20-21' });
    const slots = ['22-23', '23-24'];
    const broad = await feasibilityOf(ports(rows), req(0, slots), at2000);
    const who = { gender: 'female', deviceType: 'smartphone', valueTier: 'gold' } as const;
    const share = targetedShare('karachi', who);
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(0.5);
    const targeted = await feasibilityOf(ports(rows), { ...req(0, slots), ...who }, at2000);
    // Default forecast 500 an hour: 90 % sold, 22-23 has 100 booked; rooms 350 and 450 for everyone.
    expect(broad).toMatchObject({ forecastPlays: 1000, bookedPlays: 100, sellablePlays: 700 });
    expect(targeted.forecastPlays).toBe(2 * Math.floor(500 * share));
    expect(targeted.bookedPlays).toBe(Math.round(100 * share));
    // The fuller hour limits the even split: twice its room of the audience's calls.
    expect(targeted.sellablePlays).toBe(2 * Math.floor(350 * share));
    // What fits everyone is refused for the narrow audience, naming the figure that fits it.
    const asked = { ...req(broad.sellablePlays, slots), ...who };
    expect(await feasibilityOf(ports(rows), asked, at2000)).toMatchObject({ feasible: false });
    expect((await feasibilityOf(ports(rows), { ...asked, plays: targeted.sellablePlays }, at2000)).feasible).toBe(true);
    // With 20,000 calls an hour the admin's 300 plays bind: capacity caps every audience's plays alike, unscaled.
    const busy = { 'karachi|22-23': 20_000, 'karachi|23-24': 20_000 };
    const capped = [row('22-23', 300, 0), row('23-24', 300, 0)];
    expect((await feasibilityOf(ports(capped, busy), { ...req(0, slots), ...who }, at2000)).sellablePlays).toBe(600);
  });
});
