import { splitTestVerdict, twoProportionZ } from '../src/analytics/domain/split-test';

describe('the split test on listen-through', () => {
  it('when given a textbook example (140/200 against 255/340), then z and the two-sided p-value match it', () => {
    // Worked example: pooled p = 395/540, SE = 0.039494, z = −1.266015, one-tailed p = 0.1030 (two-sided 0.2055).
    const r = twoProportionZ({ id: 'a', plays: 200, completes: 140 }, { id: 'b', plays: 340, completes: 255 });
    expect(r?.z).toBeCloseTo(-1.266015, 5);
    expect(r?.pValue).toBeCloseTo(0.205508, 5);
  });

  it('when given a second example (28/254 against 36/301), then z = −0.344 and p = 0.7307', () => {
    const r = twoProportionZ({ id: 'a', plays: 254, completes: 28 }, { id: 'b', plays: 301, completes: 36 });
    expect(r?.z).toBeCloseTo(-0.344135, 5);
    expect(r?.pValue).toBeCloseTo(0.730745, 4);
  });

  it('when one creative has fewer than the minimum plays, then no winner is called however large the gap', () => {
    const v = splitTestVerdict([
      { id: 'a', plays: 999, completes: 990 },
      { id: 'b', plays: 5000, completes: 100 },
    ]);
    expect(v).toEqual({ state: 'waiting', minPlays: 1000, winnerId: null, confidencePct: null, z: null });
  });

  it('when both have the minimum and differ clearly, then the better one wins with its confidence shown', () => {
    const v = splitTestVerdict([
      { id: 'b', plays: 1000, completes: 540 },
      { id: 'a', plays: 1000, completes: 600 },
    ]);
    expect(v).toMatchObject({ state: 'winner', winnerId: 'a', confidencePct: 99.3, z: 2.71 });
  });

  it('when both have the minimum but the gap is within chance, then there is no winner', () => {
    const v = splitTestVerdict([
      { id: 'a', plays: 1200, completes: 600 },
      { id: 'b', plays: 1100, completes: 540 },
    ]);
    expect(v.state).toBe('no_difference');
    expect(v.winnerId).toBeNull();
    expect(v.confidencePct).toBeLessThan(95);
  });

  it('when three creatives are tested, then the leader must beat each at the corrected threshold', () => {
    // 600 vs 560 of 1000 alone gives p ≈ 0.071: not a winner, even though the third is far behind.
    const v = splitTestVerdict([
      { id: 'a', plays: 1000, completes: 600 },
      { id: 'b', plays: 1000, completes: 560 },
      { id: 'c', plays: 1000, completes: 300 },
    ]);
    expect(v.state).toBe('no_difference');
  });
});
