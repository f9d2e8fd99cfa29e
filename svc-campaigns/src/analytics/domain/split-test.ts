import { errorFunction } from 'simple-statistics';
import { SPLIT_TEST_CONFIDENCE, SPLIT_TEST_MIN_PLAYS, type SplitTestVerdict } from '@rbt/contracts';

/** What the test reads of one creative: its counted plays and the plays listened to the end. */
export interface SplitArm {
  id: string;
  plays: number;
  completes: number;
}

/** The standard normal CDF, Φ(z) = ½(1 + erf(z/√2)). */
const phi = (z: number) => 0.5 * (1 + errorFunction(z / Math.SQRT2));

/**
 * Two-proportion z-test with the pooled proportion: z = (p₁ − p₂) / √(p(1 − p)(1/n₁ + 1/n₂)), two-sided
 * p-value = 2(1 − Φ(|z|)). Null when it cannot be computed (no plays, or every play and none completed alike).
 */
export function twoProportionZ(a: SplitArm, b: SplitArm): { z: number; pValue: number } | null {
  if (a.plays === 0 || b.plays === 0) return null;
  const pooled = (a.completes + b.completes) / (a.plays + b.plays);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.plays + 1 / b.plays));
  if (se === 0) return null;
  const z = (a.completes / a.plays - b.completes / b.plays) / se;
  return { z, pValue: Math.min(1, 2 * (1 - phi(Math.abs(z)))) };
}

const rate = (a: SplitArm) => (a.plays ? a.completes / a.plays : 0);
const pct1 = (x: number) => Math.round(x * 1000) / 10;

/**
 * The split test's verdict on listen-through (completes ÷ plays). Nothing is called before every creative has
 * `minPlays` plays (peeking early inflates false winners). Then the leader is tested against each other creative;
 * with three, the threshold is Bonferroni-corrected (α ÷ comparisons) so three arms do not win more often by chance.
 * The confidence shown is the weakest comparison's 1 − p.
 */
export function splitTestVerdict(arms: readonly SplitArm[], minPlays = SPLIT_TEST_MIN_PLAYS): SplitTestVerdict {
  const waiting: SplitTestVerdict = { state: 'waiting', minPlays, winnerId: null, confidencePct: null, z: null };
  if (arms.length < 2 || arms.some((a) => a.plays < minPlays)) return waiting;
  const [leader, ...rest] = [...arms].sort((x, y) => rate(y) - rate(x));
  const tests = rest.map((o) => twoProportionZ(leader as SplitArm, o));
  if (tests.some((t) => t === null)) return { ...waiting, state: 'no_difference', confidencePct: 0, z: 0 };
  const worst = (tests as { z: number; pValue: number }[]).reduce((w, t) => (t.pValue > w.pValue ? t : w));
  const alpha = (1 - SPLIT_TEST_CONFIDENCE) / rest.length;
  const verdict = { minPlays, confidencePct: pct1(1 - worst.pValue), z: Math.round(worst.z * 1000) / 1000 };
  return worst.pValue < alpha
    ? { ...verdict, state: 'winner', winnerId: (leader as SplitArm).id }
    : { ...verdict, state: 'no_difference', winnerId: null };
}
