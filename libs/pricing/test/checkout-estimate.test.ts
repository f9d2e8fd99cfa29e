import { EstimateRequest } from '@rbt/contracts';
import {
  audienceFor,
  checkoutFigures,
  lockedQuoteDetails,
  CITY_BY_ID,
  cityAudience,
  confidenceBar,
  deliveryConfidence,
  estimate,
  PricingError,
} from '../src';

const req = (o: { audience?: object; schedule?: object; controls?: object; goal?: object } = {}) =>
  EstimateRequest.parse({
    audience: { cities: ['karachi'], ...o.audience },
    schedule: o.schedule,
    controls: o.controls,
    goal: o.goal,
  });

describe('checkout figures (spec §9, docs/decisions/pricing.md)', () => {
  it('when the base is 10000 at CPM 1500, then fee 800, VAT 1600, total 12400, 6666 impressions at 1.86, range 11160–13640', () => {
    expect(checkoutFigures({ baseCost: 10_000, weightedCpm: 1500 })).toEqual({
      currency: 'PKR',
      baseCost: 10_000,
      platformFeeRate: 0.08,
      platformFee: 800,
      vatRate: 0.16,
      tax: 1600,
      total: 12_400,
      weightedCpm: 1500,
      estimatedImpressions: 6666,
      effectiveCostPerImpression: 1.86,
      costRange: { low: 11_160, high: 13_640 },
    });
  });

  it('when no weighted CPM is known, then 950 is used: 9500 buys 10000 impressions at 1.178 all-in', () => {
    expect(checkoutFigures({ baseCost: 9500, weightedCpm: null })).toMatchObject({
      weightedCpm: 950,
      estimatedImpressions: 10_000,
      total: 11_780,
      effectiveCostPerImpression: 1.178,
    });
    expect(checkoutFigures({ baseCost: 9500, weightedCpm: 0 }).weightedCpm).toBe(950);
  });

  it('when the base is 0, then every figure is 0', () => {
    expect(checkoutFigures({ baseCost: 0 })).toMatchObject({
      total: 0,
      estimatedImpressions: 0,
      effectiveCostPerImpression: 0,
      costRange: { low: 0, high: 0 },
    });
  });

  it('when the ceiling is 2×, 1.25× or just under 1.25× the plays bought, then confidence is high, medium, low with bars 85, 60, 35', () => {
    const c = (available: number) => deliveryConfidence({ requested: 100, available, audience: 0 });
    expect([c(200), c(199), c(125), c(124)]).toEqual(['high', 'medium', 'medium', 'low']);
    expect((['high', 'medium', 'low'] as const).map(confidenceBar)).toEqual([85, 60, 35]);
  });

  it('when there is no goal, then 50000 users is high, 10000 medium, fewer low', () => {
    const c = (audience: number) => deliveryConfidence({ available: 0, audience });
    expect([c(50_000), c(49_999), c(10_000), c(9_999)]).toEqual(['high', 'medium', 'medium', 'low']);
  });
});

describe('audience with independent shares', () => {
  it('when Karachi male × smartphone × platinum is asked, then 1198344 × 0.68 × 0.13 = 105934', () => {
    const k = CITY_BY_ID.get('karachi')!;
    expect(k.audience).toMatchObject({
      total: 2_139_900,
      gender: { male: 1_198_344 },
      device: { smartphone: 1_455_132 },
      tier: { platinum: 278_187 },
    });
    expect(cityAudience(k, { gender: 'male', deviceType: 'smartphone', valueTier: 'platinum' })).toBe(105_934);
  });

  it('when a city is listed twice or is unknown, then it counts once or not at all and is reported', () => {
    const all = { gender: 'all', deviceType: 'all', valueTier: 'all' } as const;
    expect(audienceFor(['karachi', 'karachi', 'atlantis'], all)).toEqual({
      targeted: 2_139_900,
      eligibleBase: 2_139_900,
      unknownCities: ['atlantis'],
    });
  });
});

describe('estimate (POST /api/estimate engine)', () => {
  it('when Karachi runs 1–7 Jan at cap 2 in a prime and a morning slot, then 2139900 × 1.5 × 7 × 2 = 44937900', () => {
    const r = estimate(
      req({ schedule: { startDate: '2026-01-01', endDate: '2026-01-07', timeSlots: ['18-19', '09-10'] } }),
    );
    expect(r).toMatchObject({
      targetedUsers: 2_139_900,
      estReach: 2_139_898,
      eligibleBase: 2_139_900,
      uniqueReach: 2_139_898,
      avgFrequency: 14,
      campaignDays: 7,
      impressionsPerDay: 4_279_800,
      estImpressions: 29_958_600,
      costPerGVA: 1.5,
      totalCost: 44_937_900,
      fees: 3_595_032,
      tax: 7_190_064,
      deliveryConfidence: 'high',
      deliveryConfidenceBar: 85,
      defaultSchedule: false,
    });
    expect(r.checkout.total).toBe(55_722_996);
  });

  it('when the wizard locks a quote, then the details repeat the server figures and the formula', () => {
    const r = estimate(
      req({
        audience: { cities: ['hunza'] },
        schedule: { startDate: '2026-01-01', endDate: '2026-01-03', timeSlots: ['19-20'] },
        controls: { freqCapPerDay: 2 },
      }),
    );
    expect(lockedQuoteDetails(r, 2)).toEqual({
      frontendCalculatedCost: 17_640,
      frontendCalculationDetails: {
        totalUsers: 2100,
        estimatedCostPerView: 1.4,
        campaignDays: 3,
        impressionsPerDay: 4200,
        totalImpressions: 12_600,
        rawCalculation: { formula: '12600 plays × 1.4 per play = 17640 (ceiling 2100 users × 3 days × 2 per day)' },
      },
    });
  });

  it('when no time slots are sent, then the local default weekdays 09:00-12:00 is used (5 days in a Mon–Sun week, multiplier 1)', () => {
    const r = estimate(req({ schedule: { startDate: '2026-11-16', endDate: '2026-11-22' } }));
    expect(r).toMatchObject({ defaultSchedule: true, campaignDays: 5, costPerGVA: 1 });
  });

  it('when women on feature phones are filtered, then eligibleBase stays the city total and reach shrinks', () => {
    const r = estimate(req({ audience: { gender: 'female', deviceType: 'nonSmartphone' } }));
    expect(r.eligibleBase).toBe(2_139_900);
    expect(r.targetedUsers).toBe(Math.round(941_556 * (684_768 / 2_139_900)));
  });

  it('when a budget of PKR 50,000 buys plays at PKR 2, then 25,000 plays, base within one play of the budget, reach never above the plays', () => {
    const r = estimate(req({ goal: { type: 'budget', amountPkr: 50_000 }, schedule: { timeSlots: ['18-19'] } }));
    expect(r).toMatchObject({
      costPerGVA: 2,
      totalCost: 50_000,
      estImpressions: 25_000,
      targetedUsers: 2_139_900,
      deliveryConfidence: 'high',
    });
    expect(r.estReach).toBeLessThanOrEqual(r.estImpressions);
    expect(r.estReach).toBe(Math.round(2_139_900 * -Math.expm1(-25_000 / 2_139_900)));
    expect(r.avgFrequency).toBe(Math.round((25_000 / r.estReach) * 100) / 100);
  });

  it('when a budget buys part of the audience, then impressions per day are the plays bought per day, not audience × cap', () => {
    const r = estimate(
      req({
        goal: { type: 'budget', amountPkr: 50_000 },
        schedule: { startDate: '2026-01-01', endDate: '2026-01-07', timeSlots: ['18-19'] },
      }),
    );
    expect(r.campaignDays).toBe(7);
    expect(r.impressionsPerDay).toBe(Math.round(r.estImpressions / 7));
    expect(r.impressionsPerDay).toBeLessThan(r.targetedUsers);
  });

  it('when a budget is not a whole number of plays, then plays = floor(budget ÷ price) and base = plays × price', () => {
    const r = estimate(
      req({ goal: { type: 'budget', amountPkr: 10_000.01 }, schedule: { timeSlots: ['18-19', '09-10'] } }),
    );
    expect(r).toMatchObject({ costPerGVA: 1.5, estImpressions: 6666, totalCost: 9999 });
    expect(10_000.01 - r.totalCost).toBeLessThan(r.costPerGVA);
  });

  it('when 10,000 plays are the goal, then the base is 10,000 × the price per play', () => {
    expect(
      estimate(req({ goal: { type: 'impressions', targetImpressions: 10_000 }, schedule: { timeSlots: ['18-19'] } })),
    ).toMatchObject({ estImpressions: 10_000, totalCost: 20_000 });
  });

  it('when the goal needs most of the ceiling, then confidence drops', () => {
    const r = estimate(
      req({ audience: { cities: ['hunza'] }, goal: { type: 'impressions', targetImpressions: 4000 } }),
    );
    expect(r.goalLimits.maxPlays).toBe(4200);
    expect(r.deliveryConfidence).toBe('low');
  });

  it.each([
    [{ type: 'budget', amountPkr: 4999.99 }, 'goal.amountPkr', 'The minimum budget is PKR 5,000'],
    [
      { type: 'budget', amountPkr: 44_937_900.01 },
      'goal.amountPkr',
      'At most PKR 44,937,900: the whole audience × days × plays per day',
    ],
    [{ type: 'impressions', targetImpressions: 999 }, 'goal.targetImpressions', 'Buy at least 1,000 plays'],
    [
      { type: 'impressions', targetImpressions: 29_958_601 },
      'goal.targetImpressions',
      'At most 29,958,600 plays: the whole audience × days × plays per day',
    ],
  ])('when the goal is %j, then a PricingError at %s says "%s"', (goal, path, message) => {
    const run = () =>
      estimate(
        req({ goal, schedule: { startDate: '2026-01-01', endDate: '2026-01-07', timeSlots: ['18-19', '09-10'] } }),
      );
    expect(run).toThrow(message);
    try {
      run();
    } catch (e) {
      expect((e as PricingError).path).toBe(path);
    }
  });

  it('when a city is unknown or the dates are reversed, then a PricingError names the field', () => {
    expect(() => estimate(req({ audience: { cities: ['karachi', 'atlantis'] } }))).toThrow(
      new PricingError('Unknown city "atlantis"', 'audience.cities.1'),
    );
    try {
      estimate(req({ audience: { cities: ['karachi', 'atlantis'] } }));
    } catch (e) {
      expect((e as PricingError).path).toBe('audience.cities.1');
    }
    try {
      estimate(req({ schedule: { startDate: '2026-02-02', endDate: '2026-02-01' } }));
    } catch (e) {
      expect((e as PricingError).path).toBe('schedule.endDate');
    }
    expect(() => estimate(req({ schedule: { startDate: '2026-02-02', endDate: '2026-02-01' } }))).toThrow(
      'End date must be on or after the start date',
    );
  });
});
