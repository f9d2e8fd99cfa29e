import crypto from 'node:crypto';
import { EstimateResponse } from '@rbt/contracts';
import { demoSubscriberNumber } from '@rbt/pricing';
import { call, advertiser } from '@rbt/test-kit';
import { startTestServer } from './test-server';

const sha = (n: string) => crypto.createHash('sha256').update(n).digest('hex');
// City 0 is Karachi and 23 Islamabad in the reference list (as in audience-lists.test.ts).
const karachi = (k: number) => demoSubscriberNumber(0, k);
const islamabad = (k: number) => demoSubscriberNumber(23, k);
const service = { id: 'svc-campaigns', role: 'service', email: '' } as const;

const body = (audience: Record<string, unknown>, goal: object = {}) => ({
  audience: { cities: ['karachi', 'islamabad'], ...audience },
  schedule: { startDate: '2026-01-01', endDate: '2026-01-07', timeSlots: ['18-19'] },
  controls: { freqCapPerDay: 2 },
  goal,
});

describe('POST /api/estimate on a customer list', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  const owner = advertiser('list-estimate-owner');
  let listId = '';
  beforeAll(async () => {
    s = await startTestServer();
    await s.deps.directory.add([
      ...Array.from({ length: 300 }, (_, k) => [karachi(k), 'karachi'] as [string, string]),
      ...Array.from({ length: 100 }, (_, k) => [islamabad(k), 'islamabad'] as [string, string]),
    ]);
    const hashes = [
      ...Array.from({ length: 240 }, (_, k) => karachi(k)),
      ...Array.from({ length: 60 }, (_, k) => islamabad(k)),
    ].map(sha);
    listId = (await call(s.base, 'POST', '/api/audience-lists', { as: owner, body: { name: 'Loyalty', hashes } })).body
      .id;
  });
  afterAll(() => s.stop());

  it('when the owner quotes with the list, then the audience is its matched subscribers of the chosen cities and the ceiling is priced on them', async () => {
    const r = await call(s.base, 'POST', '/api/estimate', { as: owner, body: body({ listId }) });
    expect(r.status).toBe(200);
    const q = EstimateResponse.parse(r.body);
    expect(q.targetedUsers).toBe(300);
    expect(q.estImpressions).toBe(300 * 7 * 2);
    expect(q.totalCost).toBeCloseTo(300 * 7 * 2 * q.costPerGVA, 2);
    const onlyKarachi = EstimateResponse.parse(
      (
        await call(s.base, 'POST', '/api/estimate', {
          as: owner,
          body: { ...body({ listId }), audience: { cities: ['karachi'], listId } },
        })
      ).body,
    );
    expect(onlyKarachi.targetedUsers).toBe(240);
  });

  it('when the same selection is quoted without the list, then the whole cities\u2019 audience is used (not the cached list answer)', async () => {
    await call(s.base, 'POST', '/api/estimate', { as: owner, body: body({ listId }) });
    const whole = EstimateResponse.parse(
      (await call(s.base, 'POST', '/api/estimate', { as: owner, body: body({}) })).body,
    );
    expect(whole.targetedUsers).toBeGreaterThan(1_000_000);
  });

  it('when another advertiser names the list, or a service names the wrong owner, then it is a 404', async () => {
    expect(
      (await call(s.base, 'POST', '/api/estimate', { as: advertiser('someone-else'), body: body({ listId }) })).status,
    ).toBe(404);
    expect(
      (
        await call(s.base, 'POST', '/api/estimate', {
          as: service,
          body: body({ listId, listOwnerId: 'someone-else' }),
        })
      ).status,
    ).toBe(404);
    expect((await call(s.base, 'POST', '/api/estimate', { as: service, body: body({ listId }) })).status).toBe(404);
  });

  it('when an advertiser sends another owner id with their own list, then it is ignored and their list prices', async () => {
    const r = await call(s.base, 'POST', '/api/estimate', {
      as: owner,
      body: body({ listId, listOwnerId: 'someone-else' }),
    });
    expect(EstimateResponse.parse(r.body).targetedUsers).toBe(300);
  });

  it('when a list below k (one subscriber) is quoted or priced for a draft, then 400 names the list and no figure is given', async () => {
    const tiny = await call(s.base, 'POST', '/api/audience-lists', {
      as: owner,
      body: { name: 'One', hashes: [sha(karachi(0))] },
    });
    for (const [as, extra] of [
      [owner, {}],
      [service, { listOwnerId: owner.id }],
    ] as const) {
      const r = await call(s.base, 'POST', '/api/estimate', { as, body: body({ listId: tiny.body.id, ...extra }) });
      expect(r.status).toBe(400);
      expect(r.body.error.details).toEqual([
        {
          path: 'audience.listId',
          message: 'This customer list matches fewer than 100 subscribers, so it cannot be used',
        },
      ]);
    }
  });

  it('when svc-campaigns prices the owner\u2019s draft, then the named owner\u2019s list is used', async () => {
    const r = await call(s.base, 'POST', '/api/estimate', {
      as: service,
      body: body({ listId, listOwnerId: owner.id }, { type: 'budget', amountPkr: 5_000 }),
    });
    expect(r.status).toBe(200);
    expect(EstimateResponse.parse(r.body).targetedUsers).toBe(300);
  });
});
