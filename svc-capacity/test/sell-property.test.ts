import fc from 'fast-check';
import { CAPACITY_SLOT_IDS, datesBetween, type CapacityRow } from '@rbt/contracts';
import { feasibilityOf, type FeasibilityPorts } from '../src/inventory/domain/feasibility-use-case';
import { cellKey, shareToCome, spreadBooking, type Cell } from '../src/inventory/domain/spread-booking';
import { callsInHour } from './simulation-fixtures';

const CITIES = ['karachi', 'lahore', 'islamabad'] as const;
const DAYS = datesBetween('2030-03-04', '2030-03-08');
/** The recorded supply: yesterday's calls in a city-hour, as the decide path counted them (Karachi busiest). */
const SUPPLY: Record<string, number> = Object.fromEntries(
  CITIES.flatMap((city, i) => CAPACITY_SLOT_IDS.map((slot) => [`${city}|${slot}`, callsInHour(slot, 700 - i * 200)])),
);

/** Ports over the plays sold so far (no admin upload: the default inventory caps nothing below the forecast). */
function market(sold: Map<string, number>): FeasibilityPorts {
  return {
    rows: async (date, cities) =>
      cities.flatMap((city) =>
        CAPACITY_SLOT_IDS.map(
          (timeSlot) =>
            ({
              date,
              city,
              timeSlot,
              totalCapacity: 1_000_000,
              bookedCapacity: sold.get(cellKey({ date, city, timeSlot })) ?? 0,
            }) as CapacityRow,
        ),
      ),
    traffic: async (_date, city, slot) => new Map([['all|-|-', SUPPLY[`${city}|${slot}`] ?? 0]]),
    defaultTotal: () => 0,
  };
}

const purchase = fc.record({
  cities: fc.subarray([...CITIES], { minLength: 1 }),
  timeSlots: fc.subarray([...CAPACITY_SLOT_IDS], { minLength: 1, maxLength: 6 }),
  first: fc.integer({ min: 0, max: DAYS.length - 1 }),
  days: fc.integer({ min: 1, max: 3 }),
  plays: fc.integer({ min: 1, max: 12_000 }),
  /** Minutes after the first purchase's moment (purchases come in time order). */
  later: fc.integer({ min: 0, max: 600 }),
});

/** A random Karachi moment in the week before the sold days' end, at which the first purchase is made. */
const start = fc.integer({ min: Date.parse('2030-03-03T19:00:00Z'), max: Date.parse('2030-03-07T18:00:00Z') });

describe('selling only what can be played (property over random purchases against a recorded supply)', () => {
  it('when random campaigns are bought at random Karachi times, then no cell is ever sold more than its forecast for the hours still to come', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(start, fc.array(purchase, { minLength: 1, maxLength: 12 }), async (t0, buys) => {
        const sold = new Map<string, number>();
        let now = t0;
        for (const b of buys) {
          now += b.later * 60_000;
          const endDate = DAYS[Math.min(DAYS.length - 1, b.first + b.days - 1)]!;
          const req = { startDate: DAYS[b.first]!, endDate, cities: b.cities, timeSlots: b.timeSlots, daysOfWeek: [] };
          const f = await feasibilityOf(market(sold), { ...req, plays: b.plays }, now);
          if (!f.feasible) {
            // A refusal names a figure that is itself sold: asking for it is accepted.
            const fits = await feasibilityOf(market(sold), { ...req, plays: f.sellablePlays }, now);
            expect(fits.feasible).toBe(true);
            continue;
          }
          const cells: Cell[] = spreadBooking({ ...req, expectedImpressions: b.plays }, now);
          expect(cells.reduce((s, c) => s + c.n, 0)).toBe(b.plays);
          for (const c of cells) {
            const key = cellKey(c);
            const after = (sold.get(key) ?? 0) + c.n;
            // The forecast of the cell's hour still to come at the moment of purchase (past hours are never sold).
            const forecast = SUPPLY[`${c.city}|${c.timeSlot}`]! * shareToCome(c, now);
            expect(after).toBeLessThanOrEqual(Math.floor(forecast));
            expect(shareToCome(c, now)).toBeGreaterThan(0);
            sold.set(key, after);
          }
          accepted += 1;
        }
      }),
      { numRuns: 150, seed: 41 },
    );
    // The property is about sales that happened: most runs sold something.
    expect(accepted).toBeGreaterThan(150);
  });
});
