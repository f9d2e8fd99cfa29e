import crypto from 'node:crypto';
import { call, eventually } from '@rbt/test-kit';
import { type Caller } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AnalyticsResponse, REACH_ERROR_PCT } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, fullDraft, paid } from './fixtures';

const hash = (i: number) =>
  crypto
    .createHash('sha256')
    .update(`+9239${String(i).padStart(8, '0')}`)
    .digest('hex');
const QUARTILES = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;
/** Share of plays reaching each event (the traffic generator's drop-off curve). */
const REACHED = [0.9, 0.85, 0.8, 0.75, 0.7];
const PLAYS = 2000;
const DISTINCT = 1600;
const WHERE = [
  { date: '2030-01-10', city: 'karachi', timeSlot: '18-19' },
  { date: '2030-01-10', city: 'lahore', timeSlot: '19-20' },
  { date: '2030-01-11', city: 'karachi', timeSlot: '18-19' },
];

describe('svc-campaigns analytics: listen-through, reach within the sketch error, spend at the locked price', () => {
  let s: WithPricing;
  let one: string;
  let two: string;
  const served = (campaignId: string, i: number) => ({
    adServingId: crypto.randomUUID(),
    campaignId,
    platformId: 'platform-test',
    ...WHERE[i % WHERE.length]!,
  });
  /** Play i of a campaign: subscriber i mod DISTINCT, its quartiles by the curve, at a price the event makes up. */
  function eventsOf(campaignId: string, i: number) {
    const d = served(campaignId, i);
    const at = `${d.date}T13:30:00.000Z`;
    const played = makeEvent('delivery', 'ad.played', campaignId, {
      ...d,
      subscriberHash: hash(i % DISTINCT),
      pricePerPlayPkr: 99,
      playedAt: at,
    });
    const progressed = QUARTILES.filter((_, q) => (i % 100) / 100 < REACHED[q]!).map((event) =>
      makeEvent('delivery', 'ad.progressed', campaignId, { ...d, event, at }),
    );
    return [played, ...progressed];
  }
  const until = (as: Caller, impressions: number, query: string, starts?: number) =>
    eventually(async () => {
      const r = await call(s.base, 'GET', `/api/analytics${query}`, { as });
      const body = r.status === 200 ? AnalyticsResponse.parse(r.body) : undefined;
      const done = body?.totals.impressions === impressions;
      return done && (starts === undefined || body?.totals.listening.starts === starts) ? body : undefined;
    }, 240_000); // ~15,000 events through one consumer: minutes on a loaded machine

  beforeAll(async () => {
    s = await startWithPricing();
    one = await paid(
      s.base,
      alice,
      fullDraft({ name: 'One', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    two = await paid(
      s.base,
      alice,
      fullDraft({ name: 'Two', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    const events = Array.from({ length: PLAYS }, (_, i) => eventsOf(one, i)).flat();
    // Campaign two reaches 300 of the same subscribers: the overall reach is their union, not the sum.
    events.push(...Array.from({ length: 300 }, (_, i) => eventsOf(two, i)).flat());
    // Every 10th event is sent again: at-least-once delivery must not count it twice.
    const withRepeats = events.flatMap((e, i) => (i % 10 === 0 ? [e, e] : [e]));
    for (let i = 0; i < withRepeats.length; i += 500)
      await s.deps.bus.publish('delivery', withRepeats.slice(i, i + 500));
  }, 180_000);
  afterAll(async () => {
    await s.stop();
  });

  it('when plays and their quartiles arrive, then totals equal the plays, spend is plays × locked price and listen-through is complete ÷ start', async () => {
    const starts = PLAYS * REACHED[0]!;
    const a = await until(alice, PLAYS, `?campaignId=${one}`, starts);
    const q = (await call(s.base, 'GET', `/api/campaigns/${one}`, { as: alice })).body.quote;
    expect(a.totals.spendPkr).toBe(Math.round(((PLAYS * q.totalCost) / q.estImpressions) * 100) / 100);
    expect(a.totals.listening).toEqual({
      starts,
      firstQuartiles: PLAYS * 0.85,
      midpoints: PLAYS * 0.8,
      thirdQuartiles: PLAYS * 0.75,
      completes: PLAYS * 0.7,
      errors: 0,
      listenThroughPct: Math.round((0.7 / 0.9) * 1000) / 10,
    });
    expect(a.byCity.map((c) => [c.city, c.listenThroughPct])).toEqual([
      ['karachi', expect.closeTo(77.8, 0)],
      ['lahore', expect.closeTo(77.8, 0)],
    ]);
    expect(a.totals.frequency).toBeCloseTo(PLAYS / a.totals.uniqueReach, 2);
  }, 300_000);

  it('when 1,600 subscribers played, then reach is within the sketch’s stated error of the true count, per campaign, per day and overall', async () => {
    const a = await until(alice, PLAYS, `?campaignId=${one}`);
    const within = (estimate: number, truth: number) =>
      expect(Math.abs(estimate - truth)).toBeLessThanOrEqual((truth * REACH_ERROR_PCT) / 100 + 1);
    within(a.totals.uniqueReach, DISTINCT);
    // Day 1 holds plays i with i mod 3 ∈ {0, 1}: their subscribers i mod 1600, counted exactly below.
    const day1 = new Set(
      Array.from({ length: PLAYS }, (_, i) => i)
        .filter((i) => i % 3 !== 2)
        .map((i) => i % DISTINCT),
    );
    within(a.byDate.find((d) => d.date === '2030-01-10')!.uniqueReach, day1.size);
    const all = await until(alice, PLAYS + 300, '');
    within(all.totals.uniqueReach, DISTINCT);
  }, 300_000);
});
