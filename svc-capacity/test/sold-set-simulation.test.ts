import { CAPACITY_SLOT_IDS, type CapacityRow } from '@rbt/contracts';
import { seededRand } from '../../libs/local-stack/src/traffic/audience-mix';
import { feasibilityOf, type FeasibilityPorts } from '../src/inventory/domain/feasibility-use-case';
import { cellKey, spreadBooking } from '../src/inventory/domain/spread-booking';
import { startTestServer } from './test-server';
import { bookAll, callsInHour, karachiCallers, runDay, SLOTS, type SimCampaign } from './simulation-fixtures';

/** The guarantee simulation's traffic: calls per hour at the quietest hour (the busiest has 1.6 × as many). */
const BASE_CALLS = 400;
const DAY = '2030-03-13';
/** Bought during the day before, from 09:00 Karachi, a purchase every 40 minutes. */
const FIRST_BUY = Date.parse('2030-03-12T09:00:00+05:00');

/** The recorded supply is the simulation's own forecast: Karachi's calls in each hour. */
function market(sold: Map<string, number>): FeasibilityPorts {
  return {
    rows: async (date) =>
      CAPACITY_SLOT_IDS.map(
        (timeSlot) =>
          ({
            date,
            city: 'karachi',
            timeSlot,
            totalCapacity: 1_000_000,
            bookedCapacity: sold.get(cellKey({ date, city: 'karachi', timeSlot })) ?? 0,
          }) as CapacityRow,
      ),
    traffic: async (_date, _city, slot) => new Map([['all|-|-', callsInHour(slot, BASE_CALLS)]]),
    defaultTotal: () => 0,
  };
}

describe('the sold set keeps its guarantees (feasibility, then the guarantee simulation on a fast clock, real Redis)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer({ SERVING_REDIS_TIMEOUT_MS: '5000', ALLOCATION_REPLAN_MS: '3600000' });
  });
  afterAll(() => s.stop());

  it('when random Karachi campaigns are sold as feasibility allows and the forecast supply arrives, then each delivers at least 99 % of its guarantee', async () => {
    const rand = seededRand(41);
    const sold = new Map<string, number>();
    const campaigns: SimCampaign[] = [];
    for (let i = 0; campaigns.length < 14 && i < 60; i++) {
      const timeSlots = SLOTS.filter(() => rand() < 0.35);
      if (!timeSlots.length) continue;
      const req = { startDate: DAY, endDate: DAY, cities: ['karachi'], timeSlots, daysOfWeek: [] };
      const now = FIRST_BUY + i * 40 * 60_000;
      const f = await feasibilityOf(market(sold), { ...req, plays: 1 }, now);
      // Each asks for a random part of what is left in its hours, and sometimes for everything that is left.
      const plays = Math.max(1, Math.floor(f.sellablePlays * (rand() < 0.2 ? 1 : rand())));
      if (!(await feasibilityOf(market(sold), { ...req, plays }, now)).feasible) continue;
      const cells = spreadBooking({ ...req, expectedImpressions: plays }, now);
      for (const c of cells) sold.set(cellKey(c), (sold.get(cellKey(c)) ?? 0) + c.n);
      const booked = new Map(SLOTS.map((slot) => [slot, cells.find((c) => c.timeSlot === slot)?.n ?? 0]));
      campaigns.push({
        id: `sold-${i}`,
        targeting: { gender: 'all', deviceType: 'all', valueTier: 'all' },
        cap: 3,
        price: 1,
        booked,
      });
    }
    const load = SLOTS.map(
      (slot) =>
        (sold.get(cellKey({ date: DAY, city: 'karachi', timeSlot: slot })) ?? 0) / callsInHour(slot, BASE_CALLS),
    );
    expect(campaigns.length).toBeGreaterThan(5);
    await bookAll(s.deps, [DAY], campaigns);

    const pool = karachiCallers(40_000, rand);
    const day = await runDay(s.deps, DAY, pool, BASE_CALLS, 1, rand);
    const short: string[] = [];
    let worst = 1;
    for (const c of campaigns) {
      const booked = [...c.booked.values()].reduce((x, n) => x + n, 0);
      const got = SLOTS.reduce((x, slot) => x + (day.counted.get(`${c.id}|${slot}`) ?? 0), 0);
      worst = Math.min(worst, got / booked);
      if (got < booked * 0.99) short.push(`${c.id}: ${got}/${booked}`);
    }
    console.log(
      `sold ${campaigns.length} campaigns; busiest hour sold ${(Math.max(...load) * 100).toFixed(0)} % of its forecast; worst delivery ${(worst * 100).toFixed(1)} %`,
    );
    expect(short).toEqual([]);
  }, 600_000);
});
