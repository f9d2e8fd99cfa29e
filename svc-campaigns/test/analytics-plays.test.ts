import crypto from 'node:crypto';
import { call, eventually } from '@rbt/test-kit';
import { type Caller } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AnalyticsResponse, DashboardStats } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { countDeliveryBatch } from '../src/analytics/domain/delivery-batch-use-case';
import { alice, bob, fullDraft, paid } from './fixtures';

const hash = (e164: string) => crypto.createHash('sha256').update(e164).digest('hex');
const [A, B, C] = ['+923001110001', '+923001110002', '+923001110003'].map(hash);

describe('svc-campaigns analytics from real plays (delivery.v1 ad.played)', () => {
  let s: WithPricing;
  let mine: string;
  let theirs: string;
  /** Each campaign's price per play as its booking carries it (svc-capacity stamps it on every play). */
  const booked = new Map<string, number>();
  const play = (campaignId: string, at: { date: string; city: string; timeSlot: string }, sub: string) =>
    makeEvent('delivery', 'ad.played', campaignId, {
      adServingId: crypto.randomUUID(),
      campaignId,
      platformId: 'platform-test',
      ...at,
      subscriberHash: sub,
      pricePerPlayPkr: booked.get(campaignId)!,
      playedAt: `${at.date}T13:30:00.000Z`,
    });
  const kar10 = { date: '2030-01-10', city: 'karachi', timeSlot: '18-19' };
  const lhr10 = { date: '2030-01-10', city: 'lahore', timeSlot: '19-20' };
  const kar12 = { date: '2030-01-12', city: 'karachi', timeSlot: '18-19' };
  let first: ReturnType<typeof play>;
  /** The locked price per play: the quote's total ÷ its guaranteed plays. */
  const price = async (id: string, as: Caller) => {
    const q = (await call(s.base, 'GET', `/api/campaigns/${id}`, { as })).body.quote;
    return q.totalCost / q.estImpressions;
  };
  const pkr = (n: number) => Math.round(n * 100) / 100;
  const until = (as: Caller, impressions: number, query = '') =>
    eventually(async () => {
      const r = await call(s.base, 'GET', `/api/analytics${query}`, { as });
      const body = r.status === 200 ? AnalyticsResponse.parse(r.body) : undefined;
      return body?.totals.impressions === impressions ? body : undefined;
    }, 30_000);

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
    booked.set(mine, await price(mine, alice)).set(theirs, await price(theirs, bob));
    first = play(mine, kar10, A);
    // A repeats in the same hour and city, then plays in Lahore, then C two days later; the first event twice.
    await s.deps.bus.publish('delivery', [
      first,
      first,
      play(mine, kar10, B),
      play(mine, kar10, A),
      play(mine, lhr10, A),
      play(mine, kar12, C),
      play(theirs, lhr10, A),
    ]);
    await until(alice, 5);
  }, 180_000);
  afterAll(async () => {
    await s.stop();
  });

  it('when plays arrive, then each counts one impression at the locked price and reach counts distinct subscribers', async () => {
    const a = await until(alice, 5, `?campaignId=${mine}`);
    const p = await price(mine, alice);
    // Three distinct subscribers, though A played in two cells (the sum of the cells would say 4).
    expect(a.totals).toMatchObject({ impressions: 5, uniqueReach: 3, frequency: 1.67, spendPkr: pkr(5 * p) });
    expect(a.totals.reachErrorPct).toBe(0.81);
    expect(a.byDate.map((d) => [d.date, d.impressions, d.uniqueReach, d.spendPkr])).toEqual([
      ['2030-01-10', 4, 2, pkr(4 * p)],
      ['2030-01-11', 0, 0, 0],
      ['2030-01-12', 1, 1, pkr(p)],
    ]);
    expect(a.byHour).toEqual([
      { timeSlot: '18-19', impressions: 4, uniqueReach: 3, spendPkr: pkr(4 * p), listenThroughPct: null },
      { timeSlot: '19-20', impressions: 1, uniqueReach: 1, spendPkr: pkr(p), listenThroughPct: null },
    ]);
    expect(a.byCity).toEqual([
      { city: 'karachi', impressions: 4, uniqueReach: 3, spendPkr: pkr(4 * p), listenThroughPct: null },
      { city: 'lahore', impressions: 1, uniqueReach: 1, spendPkr: pkr(p), listenThroughPct: null },
    ]);
  });

  it('when a date range is asked, then reach is the distinct subscribers of those days only', async () => {
    const day = await until(alice, 4, '?from=2030-01-10&to=2030-01-10');
    expect(day.totals.uniqueReach).toBe(2);
    const later = await until(alice, 1, '?from=2030-01-11');
    expect(later.totals).toMatchObject({ uniqueReach: 1, spendPkr: pkr(await price(mine, alice)) });
  });

  it('when another advertiser asks, then only their plays count, at their price', async () => {
    const b = await until(bob, 1);
    expect(b.totals).toMatchObject({ impressions: 1, uniqueReach: 1, spendPkr: pkr(await price(theirs, bob)) });
    expect(b.campaigns.map((c) => c.id)).toEqual([theirs]);
  });

  it('when plays arrive, then the campaign list figures and dashboard stats move with them', async () => {
    const before = Date.now();
    await s.deps.bus.publish('delivery', [play(theirs, kar12, B)]);
    const bobs = await eventually(async () => {
      const st = DashboardStats.parse((await call(s.base, 'GET', '/api/dashboard/stats', { as: bob })).body);
      return st.totalImpressions === 2 ? st : undefined;
    });
    // When the play was counted (not when the event says it was played, a date in 2030), for the dashboard to say.
    expect(Date.parse(bobs.lastPlayAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(bobs.lastPlayAt!)).toBeLessThanOrEqual(Date.now());
    const row = (await call(s.base, 'GET', '/api/campaigns', { as: bob })).body[0];
    expect(row).toMatchObject({ id: theirs, impressions: 2, lastPlayAt: bobs.lastPlayAt });
    const unplayed = (await call(s.base, 'POST', '/api/campaigns', { as: bob, body: fullDraft({ name: 'Bob Later' }) }))
      .body.id;
    const rows = (await call(s.base, 'GET', '/api/campaigns', { as: bob })).body;
    expect(rows.find((c: { id: string }) => c.id === unplayed).lastPlayAt).toBeNull();
    const stats = await eventually(async () => {
      const st = DashboardStats.parse((await call(s.base, 'GET', '/api/dashboard/stats', { as: alice })).body);
      return st.totalImpressions === 5 ? st : undefined;
    });
    expect(stats).toMatchObject({
      totalImpressions: 5,
      totalSpend: pkr(5 * (await price(mine, alice))),
      uniqueReach: 3,
    });
  });

  it('when a play is handled again (a redelivery: the delivery consumer keeps no processed marks), then nothing changes', async () => {
    await until(alice, 5);
    await countDeliveryBatch(s.deps, [first], new Date());
    await countDeliveryBatch(s.deps, [first], new Date());
    const a = await until(alice, 5, `?campaignId=${mine}`);
    const spend = pkr(5 * (await price(mine, alice)));
    expect(a.totals).toMatchObject({ impressions: 5, uniqueReach: 3, spendPkr: spend });
    const stats = DashboardStats.parse((await call(s.base, 'GET', '/api/dashboard/stats', { as: alice })).body);
    expect(stats).toMatchObject({ totalImpressions: 5, totalSpend: spend, uniqueReach: 3 });
  });

  it("when the campaign's running reach has drifted from its sketch, then the dashboard says the details page's reach", async () => {
    // The running figure is a sum of per-batch increments; one lost increment is how 158 stood beside 159.
    const campaigns = s.deps.mongo.collection('campaigns');
    await campaigns.updateOne({ _id: mine as never }, { $inc: { 'delivery.uniqueReach': -1 } });
    const details = await until(alice, 5, `?campaignId=${mine}`);
    const stats = DashboardStats.parse((await call(s.base, 'GET', '/api/dashboard/stats', { as: alice })).body);
    expect(details.totals.uniqueReach).toBe(3);
    expect(stats.uniqueReach).toBe(details.totals.uniqueReach);
  });
});
