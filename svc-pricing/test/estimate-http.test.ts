import { EstimateResponse } from '@rbt/contracts';
import { call, advertiser } from '@rbt/test-kit';
import { startTestServer } from './test-server';

const svc = { id: 'svc-campaigns', role: 'service', email: '' } as const;
const body = (o: Record<string, unknown> = {}) => ({
  audience: { cities: ['karachi'], gender: 'all', valueTier: 'all' },
  schedule: {
    startDate: '2026-01-01',
    endDate: '2026-01-07',
    daysOfWeek: [],
    timeSlots: ['18-19', '09-10'],
    timezone: 'Asia/Karachi',
    pacing: 'even',
  },
  controls: { freqCapPerDay: 2 },
  goal: { type: 'budget', amountPkr: null, targetImpressions: null },
  ...o,
});

describe('POST /api/estimate', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());

  it('when the wizard asks for Karachi 1–7 Jan at cap 2, then the server quotes 44937900 with fee and VAT and a valid response shape', async () => {
    const r = await call(s.base, 'POST', '/api/estimate', { as: advertiser(), body: body() });
    expect(r.status).toBe(200);
    expect(EstimateResponse.safeParse(r.body).success).toBe(true);
    expect(r.body).toMatchObject({
      targetedUsers: 2_139_900,
      estImpressions: 29_958_600,
      costPerGVA: 1.5,
      totalCost: 44_937_900,
      fees: 3_595_032,
      tax: 7_190_064,
      deliveryConfidence: 'high',
    });
    expect(r.body.pricingBreakdown.length).toBeGreaterThan(5);
  });

  it('when svc-campaigns asks as a service, then it gets the same authoritative quote', async () => {
    const r = await call(s.base, 'POST', '/api/estimate', { as: svc, body: body({ controls: { freqCapPerDay: 3 } }) });
    expect(r.status).toBe(200);
    expect(r.body.costPerGVA).toBe(1.43);
  });

  it('when the same selection is asked twice (cities and slots in another order), then the second answer comes from Redis with a 10 s TTL', async () => {
    const first = body({ audience: { cities: ['lahore', 'multan'] }, schedule: { timeSlots: ['12-13', '20-21'] } });
    const again = body({
      audience: { cities: ['multan', 'lahore', 'lahore'] },
      schedule: { timeSlots: ['20-21', '12-13'] },
    });
    const a = await call(s.base, 'POST', '/api/estimate', { as: advertiser(), body: first });
    const b = await call(s.base, 'POST', '/api/estimate', { as: advertiser(), body: again });
    expect([a.headers.get('x-cache'), b.headers.get('x-cache')]).toEqual(['miss', 'hit']);
    expect(b.body).toEqual(a.body);
    const keys = await s.deps.redis.keys(`${s.deps.config.CACHE_PREFIX}estimate:*`);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    const ttl = await s.deps.redis.ttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(10);
  });

  it('when a filter differs, then it is not served from the other selection’s cache entry', async () => {
    const a = await call(s.base, 'POST', '/api/estimate', {
      as: advertiser(),
      body: body({ audience: { cities: ['quetta'], gender: 'female' } }),
    });
    const b = await call(s.base, 'POST', '/api/estimate', {
      as: advertiser(),
      body: body({ audience: { cities: ['quetta'], gender: 'male' } }),
    });
    expect(b.headers.get('x-cache')).toBe('miss');
    expect(b.body.targetedUsers).toBeGreaterThan(a.body.targetedUsers);
  });

  it('when no time slots are sent, then the local default (weekdays 09:00-12:00) is used', async () => {
    const r = await call(s.base, 'POST', '/api/estimate', {
      as: advertiser(),
      body: body({ schedule: { startDate: '2026-11-16', endDate: '2026-11-22' } }),
    });
    expect(r.body).toMatchObject({ defaultSchedule: true, campaignDays: 5, costPerGVA: 1 });
  });

  it.each([
    [{ audience: { cities: [] } }, 'audience.cities', 'Choose at least one city'],
    [{ audience: {} }, 'audience.cities', 'Choose at least one city'],
    [{ audience: undefined }, 'audience.cities', 'Choose at least one city'],
    [{ audience: { cities: ['karachi', 'atlantis'] } }, 'audience.cities.1', 'Unknown city "atlantis"'],
    [
      { schedule: { startDate: '2026-02-02', endDate: '2026-02-01' } },
      'schedule.endDate',
      'End date must be on or after the start date',
    ],
    [{ schedule: { timeSlots: ['8-9'] } }, 'schedule.timeSlots.0', 'Time slot must look like 08-09'],
    [{ controls: { freqCapPerDay: 6 } }, 'controls.freqCapPerDay', 'Frequency cap must be 1 to 5'],
  ])('when the body is %j, then 400 names %s with "%s"', async (o, path, message) => {
    const r = await call(s.base, 'POST', '/api/estimate', { as: advertiser(), body: body(o) });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ message: `${path}: ${message}` });
    expect(r.body.error.details[0]).toEqual({ path, message });
  });

  it('when no signed identity comes with the call, then 401', async () => {
    expect((await call(s.base, 'POST', '/api/estimate', { body: body() })).status).toBe(401);
  });
});
