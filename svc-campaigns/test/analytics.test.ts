import { call, admin, eventually } from '@rbt/test-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AnalyticsResponse } from '@rbt/contracts';
import type { Caller } from '@rbt/service-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, fullDraft, paid } from './fixtures';

type Batch = {
  date: string;
  city: string;
  timeSlot: string;
  impressions: number;
  uniqueUsers: number;
  spendPkr: number;
};

describe('svc-campaigns analytics', () => {
  let s: WithPricing;
  let mine: string;
  let theirs: string;
  const delivered = (campaignId: string, b: Batch) =>
    makeEvent('delivery', 'impressions.delivered', campaignId, { campaignId, ...b });
  const analytics = async (as: Caller, query = '') => {
    const r = await call(s.base, 'GET', `/api/analytics${query}`, { as });
    return { status: r.status, body: r.status === 200 ? AnalyticsResponse.parse(r.body) : r.body };
  };
  /** Waits until the caller's totals reach `impressions` (events are applied asynchronously by the consumer). */
  const until = (as: Caller, impressions: number, query = '') =>
    eventually(async () => {
      const r = await analytics(as, query);
      return r.status === 200 && (r.body as AnalyticsResponse).totals.impressions === impressions
        ? (r.body as AnalyticsResponse)
        : undefined;
    }, 30_000);
  const booked = async (id: string, as: Caller) =>
    (await call(s.base, 'GET', `/api/campaigns/${id}`, { as })).body.quote.estImpressions as number;
  /** Spend = counted plays × the campaign's locked price per play (its quote's total ÷ its guaranteed plays). */
  const spendOf = async (id: string, as: Caller, plays: number) => {
    const q = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as })).body.quote;
    return Math.round(((plays * q.totalCost) / q.estImpressions) * 100) / 100;
  };

  const e1 = () => ({
    date: '2030-01-10',
    city: 'karachi',
    timeSlot: '18-19',
    impressions: 4000,
    uniqueUsers: 1600,
    spendPkr: 1,
  });
  const e2 = () => ({
    date: '2030-01-10',
    city: 'lahore',
    timeSlot: '19-20',
    impressions: 1000,
    uniqueUsers: 500,
    spendPkr: 1,
  });
  const e3 = () => ({
    date: '2030-01-12',
    city: 'karachi',
    timeSlot: '18-19',
    impressions: 2000,
    uniqueUsers: 1000,
    spendPkr: 1,
  });

  beforeAll(async () => {
    s = await startWithPricing();
    mine = await paid(
      s.base,
      alice,
      fullDraft({ name: 'Alice Eid', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    theirs = await paid(
      s.base,
      bob,
      fullDraft({ name: 'Bob Ramzan', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    const first = delivered(mine, e1());
    // The same event twice in one batch, then again in a later batch after it was applied: counted once.
    await s.deps.bus.publish('delivery', [
      first,
      first,
      delivered(mine, e2()),
      delivered(theirs, { ...e2(), impressions: 500, uniqueUsers: 400 }),
    ]);
    await until(alice, 5000);
    await s.deps.bus.publish('delivery', [first, delivered(mine, e3())]);
    await until(alice, 7000);
  }, 180_000);
  afterAll(async () => {
    await s.stop();
  });

  it('when batches arrive (one event id three times), then totals, frequency and completion count each batch once', async () => {
    const a = await until(alice, 7000, `?campaignId=${mine}`);
    const expected = await booked(mine, alice);
    expect(a.totals).toMatchObject({
      impressions: 7000,
      uniqueReach: 3100,
      frequency: 2.26,
      // The batches carried 1 PKR each: only the locked price counts.
      spendPkr: await spendOf(mine, alice, 7000),
      expectedImpressions: expected,
    });
    expect(a.totals.completionPct).toBe(Math.round((7000 / expected) * 1000) / 10);
    expect(a.totals.lastDeliveryAt).not.toBeNull();
  });

  it('when a campaign is asked for, then the series are by date (gaps as 0, cumulative completion), by hour and by city', async () => {
    const a = await until(alice, 7000, `?campaignId=${mine}`);
    const expected = await booked(mine, alice);
    const spend = (n: number) => spendOf(mine, alice, n);
    expect(a.byDate.map((d) => [d.date, d.impressions, d.spendPkr, d.cumulativeImpressions])).toEqual([
      ['2030-01-10', 5000, await spend(5000), 5000],
      ['2030-01-11', 0, 0, 5000],
      ['2030-01-12', 2000, await spend(2000), 7000],
    ]);
    expect(a.byDate[1].cumulativeCompletionPct).toBe(Math.round((5000 / expected) * 1000) / 10);
    expect(a.byHour).toEqual([
      { timeSlot: '18-19', impressions: 6000, uniqueReach: 2600, spendPkr: await spend(6000), listenThroughPct: null },
      { timeSlot: '19-20', impressions: 1000, uniqueReach: 500, spendPkr: await spend(1000), listenThroughPct: null },
    ]);
    expect(a.byCity.map((c) => [c.city, c.impressions])).toEqual([
      ['karachi', 6000],
      ['lahore', 1000],
    ]);
    expect(a.campaigns).toEqual([
      expect.objectContaining({
        id: mine,
        name: 'Alice Eid',
        impressions: 7000,
        startDate: '2030-01-10',
        endDate: '2030-01-12',
      }),
    ]);
  });

  it('when another advertiser asks, then they see only their own campaign and a 404 for one that is not theirs', async () => {
    const b = await until(bob, 500);
    expect(b.campaigns.map((c) => c.id)).toEqual([theirs]);
    expect(b.byCity).toEqual([
      {
        city: 'lahore',
        impressions: 500,
        uniqueReach: 400,
        spendPkr: await spendOf(theirs, bob, 500),
        listenThroughPct: null,
      },
    ]);
    const other = await analytics(bob, `?campaignId=${mine}`);
    expect(other.status).toBe(404);
  });

  it('when an admin asks, then every campaign counts', async () => {
    const all = await until(admin(), 7500);
    expect(all.campaigns.map((c) => c.id).sort()).toEqual([mine, theirs].sort());
  });

  it('when a date range is given, then only that range counts and the series covers every day of it', async () => {
    const r = await until(alice, 2000, '?from=2030-01-11&to=2030-01-13');
    expect(r.byDate.map((d) => [d.date, d.impressions, d.cumulativeImpressions])).toEqual([
      ['2030-01-11', 0, 0],
      ['2030-01-12', 2000, 2000],
      ['2030-01-13', 0, 2000],
    ]);
    expect((await analytics(alice, '?from=2030-01-13&to=2030-01-11')).status).toBe(400);
    expect((await analytics(alice, '?from=10-01-2030')).status).toBe(400);
  });

  it('when the caller has no paid campaign, then totals are zero and the series empty', async () => {
    const r = await analytics({ ...alice, id: 'carol', email: 'carol@example.com' });
    expect(r.body).toMatchObject({
      totals: { impressions: 0, uniqueReach: 0, frequency: 0, completionPct: null, lastDeliveryAt: null },
      byDate: [],
      byHour: [],
      byCity: [],
      campaigns: [],
    });
  });
});
