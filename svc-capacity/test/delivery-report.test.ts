import { call, admin, advertiser } from '@rbt/test-kit';
import { DeliveryReport } from '@rbt/contracts';
import { campaignDelivery } from '../src/serving/domain/delivery-report-use-case';
import { cellStartMs } from '../src/inventory/domain/spread-booking';
import { PlatformTally } from '../src/platforms/domain/platform-traffic';
import { startTestServer } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber, trackingPaths } from './serving-fixtures';

const HOUR = 3_600_000;
const cells = [
  { date: '2026-12-01', city: 'karachi', timeSlot: '09-10', n: 100 },
  { date: '2026-12-01', city: 'karachi', timeSlot: '10-11', n: 100 },
  { date: '2026-12-01', city: 'lahore', timeSlot: '10-11', n: 50 },
];
const at = (slotStart: string, minutes: number) =>
  cellStartMs({ date: '2026-12-01', timeSlot: slotStart }) + minutes * 60_000;

describe('campaignDelivery (the admin pacing rule)', () => {
  it('when half of the second hour has passed, then the plan is the first hour plus half of each second-hour cell', () => {
    const r = campaignDelivery({ campaignId: 'c', cells }, (c) => (c.timeSlot === '09-10' ? 100 : 75), at('10', 30));
    expect(r.plannedSoFar).toBe(100 + 50 + 25);
    expect(r.deliveredPlays).toBe(100 + 75 + 50); // lahore's 75 counts only up to its booking of 50
    expect(r.pacing).toBe('ahead');
    expect(r.forecastPlays).toBe(250);
  });

  it('when a past hour ended short and the hour under way is behind, then both are at risk, the worst first', () => {
    const delivered = (c: { timeSlot: string; city: string }) =>
      c.timeSlot === '09-10' ? 60 : c.city === 'lahore' ? 30 : 40;
    const r = campaignDelivery({ campaignId: 'c', cells }, delivered, at('10', 30));
    expect(r.pacing).toBe('behind');
    expect(r.cellsAtRisk.map((c) => [c.timeSlot, c.city, c.ended])).toEqual([
      ['09-10', 'karachi', true],
      ['10-11', 'karachi', false],
    ]);
    // 130 delivered of 175 planned: the 75 plays still to come are forecast at that pace.
    expect(r.forecastPlays).toBe(130 + Math.floor(75 * (130 / 175)));
  });

  it('when an hour is booked by the campaign and two top-ups, then its plays count once against their sum', () => {
    const topped = [
      { date: '2026-12-01', city: 'karachi', timeSlot: '09-10', n: 290 },
      { date: '2026-12-01', city: 'karachi', timeSlot: '09-10', n: 73, holder: 'c+a' },
      { date: '2026-12-01', city: 'karachi', timeSlot: '09-10', n: 73, holder: 'c+b' },
    ];
    const r = campaignDelivery({ campaignId: 'c', cells: topped }, () => 221, at('09', 60) + HOUR);
    expect(r).toMatchObject({ bookedPlays: 436, deliveredPlays: 221, forecastPlays: 221 });
    expect(r.cellsAtRisk).toEqual([
      {
        date: '2026-12-01',
        city: 'karachi',
        timeSlot: '09-10',
        booked: 436,
        planned: 436,
        delivered: 221,
        ended: true,
      },
    ]);
  });

  it('when within the tolerance of the plan, then on track; before the first hour, not started; after the last, finished', () => {
    expect(
      campaignDelivery({ campaignId: 'c', cells }, (c) => (c.timeSlot === '09-10' ? 46 : 0), at('09', 30)).pacing,
    ).toBe('on_track');
    expect(campaignDelivery({ campaignId: 'c', cells }, () => 0, at('09', -5)).pacing).toBe('not_started');
    expect(campaignDelivery({ campaignId: 'c', cells }, (c) => c.n, at('10', 60) + HOUR).pacing).toBe('finished');
  });
});

describe('GET /api/admin/capacity/delivery', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  it('when plays were counted and platforms asked, then admins see them per campaign and per platform', async () => {
    await liveCampaign(s.deps, 'camp-report', {}, 1000);
    for (const n of [1, 2, 3]) {
      const r = await call(s.base, 'GET', decisionPath({ sub: subscriber(n), city: 'karachi' }), { as: platform() });
      if (n < 3) expect((await call(s.base, 'GET', trackingPaths(r.body as string).impression!)).status).toBe(204);
    }
    await call(s.base, 'GET', decisionPath({ sub: subscriber(4), city: 'lahore' }), { as: platform() });
    await call(s.base, 'GET', decisionPath({ sub: 'not-a-hash', city: 'karachi' }), { as: platform('plat-zong') });
    await s.deps.platformTraffic.add(Date.now(), s.deps.platformTally.drain());

    const r = await call(s.base, 'GET', '/api/admin/capacity/delivery', { as: admin() });
    expect(r.status).toBe(200);
    const report = DeliveryReport.parse(r.body);
    const mine = report.campaigns.find((c) => c.campaignId === 'camp-report');
    expect(mine).toMatchObject({ bookedPlays: 1000, deliveredPlays: 2 });
    expect(report.platforms.find((p) => p.platformId === 'plat-jazz')).toEqual({
      platformId: 'plat-jazz',
      decisions: 4,
      filled: 3,
      fillRate: 0.75,
      errors: 0,
    });
    expect(report.platforms.find((p) => p.platformId === 'plat-zong')).toMatchObject({ decisions: 0, errors: 1 });
  });

  it('when an advertiser or a platform asks, then 403', async () => {
    expect((await call(s.base, 'GET', '/api/admin/capacity/delivery', { as: advertiser() })).status).toBe(403);
    expect((await call(s.base, 'GET', '/api/admin/capacity/delivery', { as: platform() })).status).toBe(403);
  });
});

describe('PlatformTally', () => {
  it('when a flush fails and its counts are restored, then the next drain has them with the newer ones', () => {
    const t = new PlatformTally();
    t.count('p', 'filled');
    t.count('p', 'unavailable');
    const failed = t.drain();
    t.count('p', 'malformed');
    t.restore(failed);
    expect(t.drain().get('p')).toEqual({ decisions: 2, filled: 1, errors: 2 });
    expect(t.drain().size).toBe(0);
  });
});
