import { EstimateResponse } from '@rbt/contracts';
import { call, advertiser } from '@rbt/test-kit';
import { startTestServer } from './test-server';

// Karachi, 1–7 Jan, cap 2, one prime slot: PKR 2 per play before any niche premium.
const body = (niche: unknown) => ({
  audience: { cities: ['karachi'], niche },
  schedule: { startDate: '2026-01-01', endDate: '2026-01-07', timeSlots: ['18-19'] },
  controls: { freqCapPerDay: 2 },
  goal: { type: 'budget', amountPkr: 50_000 },
});
const finance = { interests: ['finance'], location: { areas: ['karachi/clifton'] }, behavior: {} };

describe('POST /api/estimate with a niche selection', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());
  const quote = async (niche: unknown) =>
    call(s.base, 'POST', '/api/estimate', { as: advertiser(), body: body(niche) });

  it('when an area and an interest are chosen, then the price per play is PKR 2 × (2.5 + 0.5 + 0.75) ÷ 2.5 × 1.25 = 3.75 and the budget buys plays at it', async () => {
    const r = await quote(finance);
    expect(r.status).toBe(200);
    const q = EstimateResponse.parse(r.body);
    expect(q.costPerGVA).toBe(3.75);
    expect(q.estImpressions).toBe(Math.floor(50_000 / 3.75));
    expect(q.totalCost).toBe(49_998.75);
  });

  it('when the same budget is quoted without and then with the niche, then the cached plain quote is not reused for the niche one', async () => {
    const plain = EstimateResponse.parse((await quote(null)).body);
    const niche = EstimateResponse.parse((await quote(finance)).body);
    expect(plain.costPerGVA).toBe(2);
    expect(niche.costPerGVA).toBe(3.75);
  });

  it('when the niche selection has an unknown key, then 400 names its path and nothing is quoted', async () => {
    const r = await quote({ ...finance, budget: 1 });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('audience.niche');
  });
});
