import { call } from '@rbt/test-kit';
import { CampaignPacing, karachiClock } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, paid } from './fixtures';

const HOUR = 3_600_000;
/** Karachi date and hour slot of a moment (capacity's cell of a play). */
function karachiCell(ms: number) {
  const { date, slot } = karachiClock(ms);
  return { date, city: 'karachi', timeSlot: slot };
}

describe('svc-campaigns: the owner sees the pacing of a campaign', () => {
  let s: WithPricing;
  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(() => s.stop());

  const pacing = (id: string, as = alice) => call(s.base, 'GET', `/api/campaigns/${id}/pacing`, { as });

  it('when an ended hour played 40 of 100 and 100 more are to come, then behind: 100 due, 40 played, 80 forecast, the 120 short credited pro rata', async () => {
    const id = await paid(s.base, alice);
    expect((await pacing(id)).body).toMatchObject({ pacing: null, bookedPlays: 0 });
    const past = { ...karachiCell(Date.now() - 2 * HOUR), n: 100 };
    const coming = { ...karachiCell(Date.now() + 2 * HOUR), n: 100 };
    await s.capacity.deps.reservations.save({
      _id: id,
      state: 'reserved',
      cells: [past, coming],
      impressions: 200,
      shortSlots: [],
    });
    const prefix = s.capacity.deps.config.SERVING_KEY_PREFIX;
    await s.capacity.deps.redis.set(`${prefix}dl:{${id}}:${past.date}|karachi|${past.timeSlot}`, '40');

    const r = await pacing(id);
    expect(r.status).toBe(200);
    const body = CampaignPacing.parse(r.body);
    const quote = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as: alice })).body.quote;
    expect(body).toMatchObject({
      pacing: 'behind',
      bookedPlays: 200,
      dueByNow: 100,
      playedPlays: 40,
      forecastPlays: 80,
    });
    expect(body.shortfallPlays).toBe(120);
    expect(body.shortfallCreditPkr).toBeCloseTo((quote.totalCost * 120) / quote.estImpressions, 2);
    expect((await pacing(id, bob)).status).toBe(404);
  });
});
