import crypto from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { call, eventually, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { signIdentity, type Caller } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AnalyticsResponse } from '@rbt/contracts';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, fullDraft, paid } from './fixtures';

const WHERE = [
  { date: '2030-01-10', city: 'karachi', timeSlot: '18-19' },
  { date: '2030-01-10', city: 'lahore', timeSlot: '19-20' },
  { date: '2030-01-11', city: 'karachi', timeSlot: '18-19' },
  { date: '2030-01-11', city: 'karachi', timeSlot: '20-21' },
];
const PLAYS = 60;

describe('svc-campaigns analytics CSV export', () => {
  let s: WithPricing;
  let id: string;
  let api: AnalyticsResponse;
  const csv = (query: string, as: Caller = alice) =>
    fetch(`${s.base}/api/analytics/export.csv?${query}`, { headers: signIdentity(TEST_INTERNAL_SECRET, as) });

  beforeAll(async () => {
    s = await startWithPricing();
    id = await paid(
      s.base,
      alice,
      fullDraft({ name: 'عید سیل', startDate: '2030-01-10', endDate: '2030-01-12', daysOfWeek: [] }),
    );
    const events = Array.from({ length: PLAYS }, (_, i) => {
      const where = { adServingId: crypto.randomUUID(), campaignId: id, platformId: 'p', ...WHERE[i % WHERE.length]! };
      const at = `${where.date}T13:30:00.000Z`;
      const sub = crypto
        .createHash('sha256')
        .update(`s${i % 25}`)
        .digest('hex');
      const played = makeEvent('delivery', 'ad.played', id, {
        ...where,
        subscriberHash: sub,
        pricePerPlayPkr: 1,
        playedAt: at,
      });
      // Every play starts; two in three complete.
      const progress = (i % 3 ? (['start', 'complete'] as const) : (['start'] as const)).map((event) =>
        makeEvent('delivery', 'ad.progressed', id, { ...where, event, at }),
      );
      return [played, ...progress];
    });
    await s.deps.bus.publish('delivery', events.flat());
    api = await eventually(async () => {
      const a = AnalyticsResponse.parse(
        (await call(s.base, 'GET', `/api/analytics?campaignId=${id}`, { as: alice })).body,
      );
      return a.totals.impressions === PLAYS && a.totals.listening.completes === 40 ? a : undefined;
    }, 60_000);
  }, 180_000);
  afterAll(async () => {
    await s.stop();
  });

  it('when the owner downloads it, then the UTF-8 CSV (with BOM) has one row per date × hour × city whose sums equal the analytics API', async () => {
    const res = await csv(`campaignId=${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    expect(rows).toHaveLength(WHERE.length);
    expect(new Set(rows.map((r) => r.campaign))).toEqual(new Set(['عید سیل']));
    const sum = (k: string) => rows.reduce((n, r) => n + Number(r[k]), 0);
    expect(sum('plays')).toBe(api.totals.impressions);
    expect(sum('starts')).toBe(api.totals.listening.starts);
    expect(sum('completes')).toBe(api.totals.listening.completes);
    expect(sum('reach')).toBe(api.byCity.reduce((n, c) => n + c.uniqueReach, 0));
    expect(Math.abs(sum('spend_pkr') - api.totals.spendPkr)).toBeLessThanOrEqual(0.01 * rows.length);
    for (const c of api.byCity)
      expect(rows.filter((r) => r.city === c.city).reduce((n, r) => n + Number(r.plays), 0)).toBe(c.impressions);
  });

  it('when a date range is given, then only its days are exported; a reversed range is a 400 and another owner gets a 404', async () => {
    const day = parse(Buffer.from(await (await csv(`campaignId=${id}&from=2030-01-11&to=2030-01-11`)).arrayBuffer()), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(day.map((r) => `${r.date} ${r.hour} ${r.city}`)).toEqual([
      '2030-01-11 18-19 karachi',
      '2030-01-11 20-21 karachi',
    ]);
    expect((await csv(`campaignId=${id}&from=2030-01-12&to=2030-01-10`)).status).toBe(400);
    expect((await csv(`campaignId=${id}`, bob)).status).toBe(404);
  });
});
