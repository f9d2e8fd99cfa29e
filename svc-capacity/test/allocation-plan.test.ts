import fc from 'fast-check';
import {
  allocationPlan,
  eligible,
  forecastRemaining,
  nodesOf,
  paceAllowance,
  paceDue,
  type Contract,
  type SupplyNode,
} from '../src/serving/domain/allocation-plan';
import { pickCandidate, servingPick } from './serving-pick';

const contract = (id: string, remaining: number, over: Partial<Contract> = {}): Contract => ({
  id,
  remaining,
  gender: 'all',
  deviceType: 'all',
  valueTier: 'all',
  list: false,
  ...over,
});
const node = (tier: string, calls: number, gender = 'male'): SupplyNode => ({
  gender,
  device: 'smartphone',
  tier,
  calls,
});

/** Expected plays of each contract when every node's calls are served by the HWM rule (α of what is left). */
function expectedDelivery(contracts: Contract[], nodes: SupplyNode[]): Map<string, number> {
  const plan = allocationPlan(contracts, nodes);
  const ordered = [...contracts].sort((a, b) => plan.get(a.id)!.rank - plan.get(b.id)!.rank);
  const out = new Map(contracts.map((c) => [c.id, 0]));
  for (const n of nodes) {
    let left = n.calls;
    for (const c of ordered) {
      if (!eligible(c, n)) continue;
      const take = left * plan.get(c.id)!.alpha;
      out.set(c.id, out.get(c.id)! + take);
      left -= take;
    }
  }
  return out;
}

describe('allocation plan (High Water Mark)', () => {
  it('when a gold-only campaign competes with a broad one, then it is planned first and both get their plays', () => {
    const nodes = [node('gold', 100), node('bronze', 300)];
    const gold = contract('gold', 80, { valueTier: 'gold' });
    const broad = contract('broad', 200);
    const plan = allocationPlan([broad, gold], nodes);
    expect(plan.get('gold')).toEqual({ rank: 0, alpha: 0.8 });
    // 20 gold + 300 bronze calls are left to the broad campaign: 200 of 320.
    expect(plan.get('broad')).toEqual({ rank: 1, alpha: 200 / 320 });
    const got = expectedDelivery([broad, gold], nodes);
    expect(got.get('gold')).toBeCloseTo(80, 9);
    expect(got.get('broad')).toBeCloseTo(200, 9);
  });

  it('when supply cannot cover a campaign, then it takes everything it may (α = 1) and one owing nothing gets 0', () => {
    const plan = allocationPlan([contract('big', 500), contract('done', 0)], [node('gold', 100)]);
    expect(plan.get('big')!.alpha).toBe(1);
    expect(plan.get('done')!.alpha).toBe(0);
  });

  it('when a campaign targets a customer list, then it comes first at α = 1', () => {
    const plan = allocationPlan([contract('broad', 10), contract('list', 5, { list: true })], [node('gold', 100)]);
    expect(plan.get('list')).toEqual({ rank: 0, alpha: 1 });
  });

  it('when random contracts meet random supply, then α is in [0, 1], no node gives more calls than it has, and a contract with α < 1 is covered exactly', () => {
    const tiers = ['bronze', 'silver', 'gold', 'platinum'];
    fc.assert(
      fc.property(
        fc.array(fc.nat(1000), { minLength: 4, maxLength: 4 }),
        fc.array(fc.record({ tier: fc.constantFrom('all', ...tiers), remaining: fc.nat(800) }), { maxLength: 8 }),
        (calls, cs) => {
          const nodes = tiers.map((t, i) => node(t, calls[i]!));
          const contracts = cs.map((c, i) => contract(`c${i}`, c.remaining, { valueTier: c.tier }));
          const plan = allocationPlan(contracts, nodes);
          const got = expectedDelivery(contracts, nodes);
          for (const c of contracts) {
            const { alpha } = plan.get(c.id)!;
            expect(alpha).toBeGreaterThanOrEqual(0);
            expect(alpha).toBeLessThanOrEqual(1);
            if (alpha < 1) expect(got.get(c.id)).toBeCloseTo(c.remaining, 6);
            else expect(got.get(c.id)!).toBeLessThanOrEqual(c.remaining + 1e-6);
          }
          const served = [...got.values()].reduce((s, n) => s + n, 0);
          expect(served).toBeLessThanOrEqual(calls.reduce((s, n) => s + n, 0) + 1e-6);
        },
      ),
    );
  });
});

describe('forecast of the calls left in the hour', () => {
  const seen = new Map([['male|smartphone|gold', 30]]);
  it('when a tenth of the hour has passed, then the rate seen this hour is extrapolated (a supply drop shows at once)', () => {
    expect(forecastRemaining(seen, new Map([['male|smartphone|gold', 1000]]), 0.25)).toEqual(
      new Map([['male|smartphone|gold', 90]]),
    );
  });
  it('when less has passed, then the same hour of the previous day is the prior; with neither, there is no forecast', () => {
    expect(forecastRemaining(seen, new Map([['x', 100]]), 0.05)).toEqual(new Map([['x', 95]]));
    expect(forecastRemaining(new Map(), null, 0.05)).toBeNull();
    expect(nodesOf(new Map([['female|-|gold', 5]]))).toEqual([
      { gender: 'female', device: '-', tier: 'gold', calls: 5 },
    ]);
  });
});

describe('pacing', () => {
  it('when the hour advances, then a cell may be one play ahead of an even pace and never above its booking', () => {
    expect([paceDue(100, 0), paceAllowance(100, 0)]).toEqual([0, 1]);
    expect([paceDue(100, 0.505), paceAllowance(100, 0.505)]).toEqual([50, 51]);
    expect(paceAllowance(100, 0.995)).toBe(100);
    expect(paceAllowance(100, 3)).toBe(100);
    expect(paceAllowance(6, 0.2)).toBe(2);
  });
});

describe('serving rule, as the decide script runs it in Redis', () => {
  const rule = servingPick();
  afterAll(() => rule.close());
  const open = { booked: 100, allowance: 50, due: 10 };
  const pick = (cands: { alpha: number; used: number; underCap?: boolean }[], u: number, over: object[] = []) =>
    rule.pick({
      cands: cands.map((c, i) => pickCandidate(`c${i}`, { ...open, ...over[i], alpha: c.alpha })),
      used: cands.map((c) => c.used),
      // Two plays today against the cap of 2: this subscriber is capped for that campaign.
      mine: new Map(cands.flatMap((c, i) => (c.underCap === false ? [[`c${i}`, 2] as const] : []))),
      u,
    });
  it('when nobody is behind and the draw falls in a candidate’s α, then it is taken; otherwise the draw moves on rescaled', async () => {
    const cands = [
      { alpha: 0.5, used: 10 },
      { alpha: 0.5, used: 10 },
    ];
    expect(await pick(cands, 0.2)).toBe(0);
    expect(await pick(cands, 0.6)).toBe(1); // (0.6 − 0.5) / 0.5 = 0.2 < 0.5
  });
  it('when a candidate is behind its even pace, then the one furthest behind takes the call before any draw', async () => {
    const cands = [
      { alpha: 1, used: 10 },
      { alpha: 0, used: 10 },
      { alpha: 0, used: 1 },
    ];
    expect(await pick(cands, 0, [{}, { due: 12 }, { booked: 10, due: 3 }])).toBe(2);
  });
  it('when no draw takes the call, then the open candidate least used gets it; one over its allowance or cap none', async () => {
    const cands = [
      { alpha: 0, used: 30 },
      { alpha: 0, used: 20 },
      { alpha: 1, used: 50 },
      { alpha: 1, used: 0, underCap: false },
    ];
    const due = [{ due: 30 }, { due: 20 }, { due: 50 }, {}];
    expect(await pick(cands, 0.99, due)).toBe(1);
    expect(await pick([cands[2]!, cands[3]!], 0, [due[2]!, due[3]!])).toBe(-1);
  });
});
