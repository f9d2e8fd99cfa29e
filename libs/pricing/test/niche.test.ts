import { EstimateRequest, NicheTargeting } from '@rbt/contracts';
import { estimate, nicheMultiplier, nichePremiumTargets } from '../src';

const niche = (o: { interests?: string[]; areas?: string[]; deviceModels?: string[] } = {}) =>
  NicheTargeting.parse({
    interests: o.interests,
    location: { areas: o.areas },
    behavior: { deviceModels: o.deviceModels },
  });
const req = (n: NicheTargeting | null, goal: object = { type: 'budget', amountPkr: 50_000 }) =>
  EstimateRequest.parse({
    audience: { cities: ['karachi'], niche: n },
    schedule: { startDate: '2026-12-01', endDate: '2026-12-07', timeSlots: ['19-20'] },
    goal,
  });

describe('niche pricing folded into the one quote (docs/decisions/pricing.md)', () => {
  it('when a 2022 model, an area and an interest are chosen, then the premium targets are geo-micro and interest only', () => {
    expect(
      nichePremiumTargets(
        niche({ deviceModels: ['samsung-galaxy-a12'], areas: ['karachi/dha'], interests: ['finance'] }),
      ),
    ).toEqual(['geoMicro', 'interest']);
    expect(nichePremiumTargets(niche({ deviceModels: ['samsung-galaxy-a15'] }))).toEqual(['device']);
    expect(nichePremiumTargets(null)).toEqual([]);
  });

  it('when targets are none, one, two or three, then the multiplier is the niche model over its base, stacked ×1.25 from two', () => {
    expect(nicheMultiplier([])).toBe(1);
    expect(nicheMultiplier(['interest'])).toBeCloseTo(3.25 / 2.5, 12);
    expect(nicheMultiplier(['device', 'geoMicro'])).toBeCloseTo((3.5 / 2.5) * 1.25, 12);
    expect(nicheMultiplier(['device', 'geoMicro', 'interest', 'device'])).toBeCloseTo((4.25 / 2.5) * 1.25, 12);
  });

  it('when a niche selection is quoted, then the price per play is the setup price × the multiplier and the budget buys plays at it', () => {
    const plain = estimate(req(null));
    const n = estimate(req(niche({ areas: ['karachi/clifton'], interests: ['finance'] })));
    const m = (3.75 / 2.5) * 1.25;
    expect(n.costPerGVA).toBe(Math.round(plain.costPerGVA * m * 100) / 100);
    expect(n.estImpressions).toBe(Math.floor(50_000 / n.costPerGVA));
    expect(n.totalCost).toBeCloseTo(n.estImpressions * n.costPerGVA, 2);
    expect(50_000 - n.totalCost).toBeLessThan(n.costPerGVA);
    expect(n.targetedUsers).toBe(plain.targetedUsers); // the niche raises the price; the audience is the cities'
    expect(n.pricingBreakdown.map((e) => e.label)).toContain('Niche premium targets (areas, interests)');
  });

  it('when a niche selection carries no premium target, then the quote is the plain one', () => {
    expect(estimate(req(niche({ deviceModels: ['samsung-galaxy-a12'] })))).toEqual(estimate(req(null)));
  });

  it('when plays are the goal, then base = plays × the niche price per play and the ceiling is priced at it', () => {
    const n = estimate(req(niche({ interests: ['gaming'] }), { type: 'impressions', targetImpressions: 10_000 }));
    expect(n.totalCost).toBeCloseTo(10_000 * n.costPerGVA, 2);
    expect(n.goalLimits.maxBudgetPkr).toBeCloseTo(n.targetedUsers * 7 * 2 * n.costPerGVA, 0);
  });
});
