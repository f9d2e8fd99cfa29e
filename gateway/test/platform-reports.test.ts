import crypto from 'node:crypto';
import { KARACHI_OFFSET_MS, KeyIssued, PlatformReport, PlatformStatement, ServingSpec } from '@rbt/contracts';
import { servingClockShiftMs } from '@rbt/test-kit';
import { startGateway, Client } from './harness';
import { startTestServer } from '../../svc-capacity/test/test-server';

type Capacity = Awaited<ReturnType<typeof startTestServer>>;
const subscriber = (n: string) => crypto.createHash('sha256').update(`+92301${n}`).digest('hex');
/**
 * Served at 12:30 of today in Karachi, whatever the hour: before the first sold hour nothing could play, and a run at
 * the top of an hour would find the hour's even pace allowing no play yet.
 */
const SHIFT_MS = servingClockShiftMs(new Date(), 0, '12:30');

async function until<T>(what: string, get: () => Promise<T>, ok: (v: T) => boolean, ms = 40_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A platform's reports and statements through the gateway, as its engineers read them with their key: the figures
 * equal what the platform was served and tracked, and another platform's key sees none of it.
 */
describe('platform reports and statements through the gateway', () => {
  let capacity: Capacity;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let admin: Client;
  let jazz: { key: string; id: string };
  let sandboxKey: string;
  let zong: { key: string; id: string };
  let today = '';
  let month = '';
  /** Karachi's wall time on the service's serving clock, which the plays are counted by. */
  const karachiNow = () => new Date(capacity.deps.servingClock() + KARACHI_OFFSET_MS).toISOString();

  beforeAll(async () => {
    capacity = await startTestServer({ SERVING_INDEX_REFRESH_MS: '300', SERVING_CLOCK_SHIFT_MS: String(SHIFT_MS) });
    today = karachiNow().slice(0, 10);
    month = today.slice(0, 7);
    gw = await startGateway({ CAPACITY_URL: capacity.base, CAMPAIGNS_URL: capacity.base });
    admin = new Client(gw.base);
    await admin.signUp('boss@example.pk');
    const issue = async (name: string) => {
      const k = KeyIssued.parse((await admin.req('POST', '/api/admin/platforms', { name })).body);
      return { key: k.key.secret, id: k.platform.id };
    };
    jazz = await issue('Jazz RBT');
    zong = await issue('Zong RBT');
    const sandbox = await admin.req('POST', `/api/admin/platforms/${jazz.id}/keys`, { sandbox: true });
    sandboxKey = KeyIssued.parse(sandbox.body).key.secret;
    const k = karachiNow();
    const h = Number(k.slice(11, 13));
    const pad = (n: number) => String(n).padStart(2, '0');
    const cell = { date: today, city: 'quetta', timeSlot: `${pad(h)}-${pad(h + 1)}`, n: 1000 };
    await capacity.deps.reservations.save({
      _id: 'camp-r',
      state: 'reserved',
      cells: [cell],
      impressions: 1000,
      shortSlots: [],
    });
    const spec = ServingSpec.parse({
      audio: { id: 'aud-1', durationSec: 20 },
      pricePerPlayPkr: 1.25,
      freqCapPerDay: 5,
    });
    await capacity.deps.reservations.setCampaignStatus('camp-r', 'live', spec);
    await until(
      'the campaign in the index',
      async () => capacity.deps.servingIndex.size,
      (n) => n === 1,
    );
  });
  afterAll(async () => {
    await gw.stop();
    await capacity.stop();
  });

  const get = (path: string, key: string) =>
    fetch(`${gw.base}${path}`, { headers: { authorization: `Bearer ${key}` } });
  const onGateway = (url: string) => `${gw.base}${new URL(url).pathname}${new URL(url).search}`;
  const decide = async (n: string, key = jazz.key) => {
    const xml = await (await get(`/rtb/v1/decisions?sub=${subscriber(n)}&city=quetta`, key)).text();
    const url = (tag: string) => {
      const m = new RegExp(`${tag}[^>]*><!\\[CDATA\\[([^\\]]+)\\]\\]>`).exec(xml)?.[1];
      if (!m) throw new Error(`no ${tag} in ${xml}`);
      return onGateway(m);
    };
    return {
      impression: url('<Impression'),
      midpoint: url('<Tracking event="midpoint"'),
      complete: url('<Tracking event="complete"'),
      error: url('<Error'),
    };
  };
  const report = async (key: string, query = `from=${today}&to=${today}&granularity=day`) => {
    const r = await get(`/rtb/v1/reports?${query}`, key);
    return { status: r.status, headers: r.headers, body: (await r.json()) as unknown };
  };

  it('when a platform was served and tracked, then its report counts exactly that, its sandbox traffic apart, and another platform sees none of it', async () => {
    // Sandbox traffic first: had it counted, the exact totals awaited below would never be reached.
    const test = await decide('1000009', sandboxKey);
    for (const u of [test.impression, test.complete]) expect((await fetch(u)).status).toBe(204);
    const a = await decide('1000001');
    const b = await decide('1000002');
    const c = await decide('1000003');
    expect((await get('/rtb/v1/decisions?sub=bad&city=quetta', jazz.key)).status).toBe(400);
    for (const u of [a.impression, a.midpoint, a.complete, b.impression]) expect((await fetch(u)).status).toBe(204);
    expect((await fetch(c.error.replace('%5BERRORCODE%5D', '405'))).status).toBe(204);

    const r = await until(
      'the counts in the report',
      () => report(jazz.key),
      (v) =>
        v.status === 200 &&
        PlatformReport.parse(v.body).totals.plays === 2 &&
        PlatformReport.parse(v.body).totals.decisions === 3 &&
        PlatformReport.parse(v.body).totals.errors['405'] === 1,
    );
    const body = PlatformReport.parse(r.body);
    expect(body).toMatchObject({ platformId: jazz.id, timeZone: 'Asia/Karachi', sandbox: 'excluded' });
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]?.start).toBe(`${today}T00:00:00+05:00`);
    expect(body.totals).toEqual({
      decisions: 3,
      fills: 3,
      plays: 2,
      starts: 0,
      firstQuartiles: 0,
      midpoints: 1,
      thirdQuartiles: 0,
      completes: 1,
      responses: 0,
      errors: { '405': 1 },
      decisionErrors: { malformed: 1, unavailable: 0 },
    });
    expect(r.headers.get('ratelimit-limit')).toBeTruthy();
    expect(r.headers.get('ratelimit-remaining')).toBeTruthy();

    const hourly = PlatformReport.parse((await report(jazz.key, `from=${today}&to=${today}`)).body);
    expect(hourly.rows).toHaveLength(24);
    expect(hourly.rows.reduce((s, row) => s + row.plays, 0)).toBe(2);

    expect(PlatformReport.parse((await report(sandboxKey)).body).totals).toEqual(body.totals);
    const other = PlatformReport.parse((await report(zong.key)).body);
    expect(other.platformId).toBe(zong.id);
    expect(other.totals).toMatchObject({ decisions: 0, fills: 0, plays: 0, completes: 0, errors: {} });
  });

  it('when from, to or granularity is wrong, then 400 names the field', async () => {
    const message = async (q: string) => {
      const r = await report(jazz.key, q);
      expect(r.status).toBe(400);
      return (r.body as { error: { message: string } }).error.message;
    };
    expect(await message(`from=${today}&to=${today}&granularity=minute`)).toMatch(/^granularity/);
    expect(await message(`from=28-11-2026&to=${today}`)).toMatch(/^from/);
    expect(await message(`from=2026-01-01&to=2026-03-01&granularity=hour`)).toMatch(
      /^to: A report by the hour covers at most 31 days/,
    );
    expect(await message(`from=${today}&to=2020-01-01`)).toMatch(/^to/);
    expect(await message(`from=${today}&to=${today}&platformId=${zong.id}`)).toMatch(/platformId/);
  });

  it('when a month is asked, then the statement is plays × price × the share the admin set, as CSV and PDF, for its platform only', async () => {
    const csv = async (key: string) => {
      const r = await get(`/rtb/v1/statements/${month}.csv`, key);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
      return (await r.text()).split('\r\n');
    };
    const lines = await until(
      'the plays in the statement',
      () => csv(jazz.key),
      (l) => /,2,2\.50,/.test(l[1] ?? ''),
    );
    expect(lines[1]).toBe(`"${jazz.id}","Jazz RBT","${month}",2,2.50,30,0.75`);
    expect(lines).toContain(`${today},2,2.50`);
    expect((await csv(zong.key))[1]).toBe(`"${zong.id}","Zong RBT","${month}",0,0.00,30,0.00`);

    const put = await admin.req('PUT', `/api/admin/platform-shares/${jazz.id}`, {
      revenueSharePct: 40,
      platformName: 'Jazz RBT',
    });
    expect(put.status).toBe(200);
    expect((await csv(jazz.key))[1]).toBe(`"${jazz.id}","Jazz RBT","${month}",2,2.50,40,1.00`);
    const shares = await admin.req('GET', '/api/admin/platform-shares');
    expect(shares.body).toEqual([{ platformId: jazz.id, revenueSharePct: 40, fromMonth: month }]);

    const pdf = await get(`/rtb/v1/statements/${month}.pdf`, jazz.key);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const byAdmin = await fetch(`${gw.base}/api/admin/platform-statements/${jazz.id}/${month}.csv`, {
      headers: { cookie: admin.cookie },
    });
    expect((await byAdmin.text()).split('\r\n')[1]).toBe(`"${jazz.id}","Jazz RBT","${month}",2,2.50,40,1.00`);
    PlatformStatement.shape.month.parse(month);

    expect((await get('/rtb/v1/statements/2026-13.csv', jazz.key)).status).toBe(400);
    expect((await get('/rtb/v1/statements/2999-01.csv', jazz.key)).status).toBe(400);
  });
});
