import crypto from 'node:crypto';
import { call, admin, eventually } from '@rbt/test-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AnalyticsResponse } from '@rbt/contracts';
import type { Caller } from '@rbt/service-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, fullDraft, paid } from './fixtures';

const sub = (n: number) => crypto.createHash('sha256').update(`+9230011100${n}`).digest('hex');
type Cell = { date: string; city: string; timeSlot: string };

describe('svc-campaigns analytics', () => {
  let s: WithPricing;
  let mine: string;
  let theirs: string;
  /** One counted play of subscriber `n` in a cell; it says 1 PKR a play, which the locked price overrides. */
  const played = (campaignId: string, at: Cell, n: number) =>
    makeEvent('delivery', 'ad.played', campaignId, {
      adServingId: crypto.randomUUID(),
      campaignId,
      platformId: 'platform-test',
      ...at,
      subscriberHash: sub(n),
      pricePerPlayPkr: 1,
      playedAt: `${at.date}T13:30:00.000Z`,
    });
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

  const kar10 = { date: '2030-01-10', city: 'karachi', timeSlot: '18-19' };
  const lhr10 = { date: '2030-01-10', city: 'lahore', timeSlot: '19-20' };
  const kar12 = { date: '2030-01-12', city: 'karachi', timeSlot: '18-19' };

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
    const first = played(mine, kar10, 1);
    // The same event twice in one batch, then again in a later batch after it was counted: counted once.
    // Karachi on the 10th: subscribers 1, 2, 3 and 1 again (4 plays, 3 people); Lahore: 4; the 12th: 5 and 6.
    await s.deps.bus.publish('delivery', [
      first,
      first,
      played(mine, kar10, 2),
      played(mine, kar10, 3),
      played(mine, kar10, 1),
      played(mine, lhr10, 4),
      played(theirs, lhr10, 7),
    ]);
    await until(alice, 5);
    await s.deps.bus.publish('delivery', [first, played(mine, kar12, 5), played(mine, kar12, 6)]);
    await until(alice, 7);
  }, 180_000);
  afterAll(async () => {
    await s.stop();
  });

  it('when plays arrive (one event id three times), then totals, frequency and completion count each play once', async () => {
    const a = await until(alice, 7, `?campaignId=${mine}`);
    const expected = await booked(mine, alice);
    expect(a.totals).toMatchObject({
      impressions: 7,
      uniqueReach: 6,
      frequency: 1.17,
      // The plays said 1 PKR each: only the locked price counts.
      spendPkr: await spendOf(mine, alice, 7),
      expectedImpressions: expected,
    });
    expect(a.totals.completionPct).toBe(Math.round((7 / expected) * 1000) / 10);
    expect(a.totals.lastDeliveryAt).not.toBeNull();
  });

  it('when a campaign is asked for, then the series are by date (gaps as 0, cumulative completion), by hour and by city', async () => {
    const a = await until(alice, 7, `?campaignId=${mine}`);
    const expected = await booked(mine, alice);
    const spend = (n: number) => spendOf(mine, alice, n);
    expect(a.byDate.map((d) => [d.date, d.impressions, d.spendPkr, d.cumulativeImpressions])).toEqual([
      ['2030-01-10', 5, await spend(5), 5],
      ['2030-01-11', 0, 0, 5],
      ['2030-01-12', 2, await spend(2), 7],
    ]);
    expect(a.byDate[1].cumulativeCompletionPct).toBe(Math.round((5 / expected) * 1000) / 10);
    expect(a.byHour).toEqual([
      { timeSlot: '18-19', impressions: 6, uniqueReach: 5, spendPkr: await spend(6), listenThroughPct: null },
      { timeSlot: '19-20', impressions: 1, uniqueReach: 1, spendPkr: await spend(1), listenThroughPct: null },
    ]);
    expect(a.byCity.map((c) => [c.city, c.impressions])).toEqual([
      ['karachi', 6],
      ['lahore', 1],
    ]);
    expect(a.campaigns).toEqual([
      expect.objectContaining({
        id: mine,
        name: 'Alice Eid',
        impressions: 7,
        startDate: '2030-01-10',
        endDate: '2030-01-12',
      }),
    ]);
  });

  it('when another advertiser asks, then they see only their own campaign and a 404 for one that is not theirs', async () => {
    const b = await until(bob, 1);
    expect(b.campaigns.map((c) => c.id)).toEqual([theirs]);
    expect(b.byCity).toEqual([
      {
        city: 'lahore',
        impressions: 1,
        uniqueReach: 1,
        spendPkr: await spendOf(theirs, bob, 1),
        listenThroughPct: null,
      },
    ]);
    const other = await analytics(bob, `?campaignId=${mine}`);
    expect(other.status).toBe(404);
  });

  it('when an admin asks, then every campaign counts', async () => {
    const all = await until(admin(), 8);
    expect(all.campaigns.map((c) => c.id).sort()).toEqual([mine, theirs].sort());
  });

  it('when a date range is given, then only that range counts and the series covers every day of it', async () => {
    const r = await until(alice, 2, '?from=2030-01-11&to=2030-01-13');
    expect(r.byDate.map((d) => [d.date, d.impressions, d.cumulativeImpressions])).toEqual([
      ['2030-01-11', 0, 0],
      ['2030-01-12', 2, 2],
      ['2030-01-13', 0, 2],
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
