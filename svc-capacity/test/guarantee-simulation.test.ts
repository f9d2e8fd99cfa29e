import { seededRand } from '../../libs/local-stack/src/traffic/audience-mix';
import type { Subscriber } from '../../libs/local-stack/src/traffic/audience-mix';
import { startTestServer } from './test-server';
import { bookAll, competingCampaigns, karachiCallers, runDay, SLOTS, type SimCampaign } from './simulation-fixtures';

/** Calls per hour at the day's quietest (06-07); the busiest hour has 1.6 × as many. */
const BASE_CALLS = 700;
const FULL_DAY = '2030-03-06';
const SHORT_DAY = '2030-03-07';
/** The short day runs every other hour: a shortfall shows in any hour, and the full day already runs all of them. */
const SHORT_SLOTS = SLOTS.filter((_, i) => i % 2 === 0);

describe('keeping the guarantee: a simulated day of Karachi traffic against 20 competing campaigns (fast clock, real Redis)', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  let pool: Subscriber[];
  let campaigns: SimCampaign[];
  const rand = seededRand(29);
  beforeAll(async () => {
    // The allocation job's own timer is not used: the simulation replans on its clock.
    s = await startTestServer({ SERVING_REDIS_TIMEOUT_MS: '5000', ALLOCATION_REPLAN_MS: '3600000' });
    pool = karachiCallers(40_000, rand);
    campaigns = competingCampaigns(pool, BASE_CALLS, rand);
    await bookAll(s.deps, [FULL_DAY, SHORT_DAY], campaigns);
  });
  afterAll(() => s.stop());

  it('when the forecast supply arrives, then every cell delivers 100-103 % of its booking, evenly through its hour', async () => {
    const day = await runDay(s.deps, FULL_DAY, pool, BASE_CALLS, 1, rand);
    const short: string[] = [];
    let ahead = 0;
    let worstCell = 0;
    for (const c of campaigns) {
      for (const slot of SLOTS) {
        const booked = c.booked.get(slot)!;
        const got = day.counted.get(`${c.id}|${slot}`) ?? 0;
        if (got < booked || got > booked * 1.03) short.push(`${c.id} ${slot}: ${got}/${booked}`);
        // Redis counted the same plays the simulation saw counted.
        expect(await s.deps.serving.used(c.id, `${FULL_DAY}|karachi|${slot}`, 0)).toBe(got);
        day.marks.get(`${c.id}|${slot}`)!.forEach((n, k) => {
          const even = (booked * (k + 1)) / 6;
          // Never more than one play ahead of an even pace.
          ahead = Math.max(ahead, n - Math.floor(even) - 1);
          // A play is whole: one play of rounding is not pacing error.
          worstCell = Math.max(worstCell, Math.max(0, Math.abs(n - even) - 1) / booked);
        });
      }
    }
    expect(short).toEqual([]);
    expect(ahead).toBeLessThanOrEqual(0);
    // Every cell at every sixth of its hour within ±10 % of its booking of an even pace (one play of rounding).
    expect(worstCell).toBeLessThanOrEqual(0.1);
    const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
    console.log(`full day: ${day.calls} calls; worst pacing error beyond one play: ${pct(worstCell)} of a booking`);
  }, 600_000);

  it('when 30 % of the supply is gone, then no cell exceeds its booking and each shortfall is exactly booked − counted', async () => {
    const day = await runDay(s.deps, SHORT_DAY, pool, BASE_CALLS, 0.7, rand, SHORT_SLOTS);
    let shortPlays = 0;
    for (const c of campaigns) {
      let booked = 0;
      let got = 0;
      for (const slot of SHORT_SLOTS) {
        const cellGot = await s.deps.serving.used(c.id, `${SHORT_DAY}|karachi|${slot}`, 0);
        expect(cellGot).toBeLessThanOrEqual(c.booked.get(slot)!);
        expect(cellGot).toBe(day.counted.get(`${c.id}|${slot}`) ?? 0);
        booked += c.booked.get(slot)!;
        got += cellGot;
      }
      shortPlays += booked - got;
    }
    expect(shortPlays).toBeGreaterThan(0);
    console.log(`short day: ${day.calls} calls; ${shortPlays} plays short to credit`);
  }, 600_000);
});
