import { EstimateResponse } from '@rbt/contracts';
import { call, advertiser } from '@rbt/test-kit';
import { startTestServer } from './test-server';

// Karachi, 1–7 Jan, cap 2, one prime slot: PKR 2 per play, ceiling 2,139,900 × 7 × 2 = 29,958,600 plays.
const body = (goal: Record<string, unknown>) => ({
  audience: { cities: ['karachi'] },
  schedule: { startDate: '2026-01-01', endDate: '2026-01-07', timeSlots: ['18-19'] },
  controls: { freqCapPerDay: 2 },
  goal,
});

describe('POST /api/estimate with a goal', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.stop());
  const quote = async (goal: Record<string, unknown>) =>
    call(s.base, 'POST', '/api/estimate', { as: advertiser(), body: body(goal) });

  it.each([50_000, 12_345.67, 5_000])(
    'when the budget is PKR %d, then base is within one play of it, plays = base ÷ price per play and reach ≤ plays',
    async (budget) => {
      const r = await quote({ type: 'budget', amountPkr: budget });
      expect(r.status).toBe(200);
      const q = EstimateResponse.parse(r.body);
      expect(budget - q.totalCost).toBeGreaterThanOrEqual(0);
      expect(budget - q.totalCost).toBeLessThan(q.costPerGVA);
      expect(q.estImpressions).toBe(Math.round(q.totalCost / q.costPerGVA));
      expect(q.estReach).toBeLessThanOrEqual(q.estImpressions);
      expect(q.uniqueReach).toBe(q.estReach);
      expect(q.avgFrequency).toBeCloseTo(q.estImpressions / q.estReach, 2);
      expect(q.checkout.total).toBeCloseTo(q.totalCost * 1.24, 1);
    },
  );

  it('when PKR 50,000 buys plays at PKR 2, then 25,000 plays reach at most 25,000 people (not the whole city)', async () => {
    const q = EstimateResponse.parse((await quote({ type: 'budget', amountPkr: 50_000 })).body);
    expect(q).toMatchObject({ costPerGVA: 2, totalCost: 50_000, estImpressions: 25_000, targetedUsers: 2_139_900 });
    expect(q.estReach).toBeGreaterThan(24_000);
    expect(q.estReach).toBeLessThanOrEqual(25_000);
  });

  it('when 40,000 plays are the goal, then base = plays × price per play', async () => {
    const q = EstimateResponse.parse((await quote({ type: 'impressions', targetImpressions: 40_000 })).body);
    expect(q.estImpressions).toBe(40_000);
    expect(q.totalCost).toBe(40_000 * q.costPerGVA);
    expect(q.goalLimits).toEqual({
      minBudgetPkr: 5000,
      maxBudgetPkr: 59_917_200,
      minPlays: 1000,
      maxPlays: 29_958_600,
    });
  });

  it.each([
    [{ type: 'budget', amountPkr: 4999 }, 'goal.amountPkr', 'The minimum budget is PKR 5,000'],
    [
      { type: 'budget', amountPkr: 59_917_200.01 },
      'goal.amountPkr',
      'At most PKR 59,917,200: the whole audience × days × plays per day',
    ],
    [{ type: 'budget', amountPkr: 10_000.005 }, 'goal.amountPkr', 'Amount must have at most 2 decimals'],
    [{ type: 'budget', amountPkr: '1e999' }, 'goal.amountPkr', 'Expected number, received string'],
    [
      { type: 'impressions', targetImpressions: 1500.5 },
      'goal.targetImpressions',
      'Plays must be a whole number above 0',
    ],
    [{ type: 'impressions', targetImpressions: 0 }, 'goal.targetImpressions', 'Plays must be a whole number above 0'],
    [
      { type: 'impressions', targetImpressions: 29_958_601 },
      'goal.targetImpressions',
      'At most 29,958,600 plays: the whole audience × days × plays per day',
    ],
  ])('when the goal is %j, then 400 names %s with "%s"', async (goal, path, message) => {
    const r = await quote(goal);
    expect(r.status).toBe(400);
    expect(r.body.error.details[0]).toEqual({ path, message });
  });
});
