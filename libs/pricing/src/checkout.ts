import type { CheckoutFigures, DeliveryConfidence } from '@rbt/contracts';
import { CHECKOUT, round2, round3 } from './constants';

// Module-level aliases keep imported-binding getters (CommonJS interop) out of the hot path; see setup-cost.ts.
const C = CHECKOUT;
const r2 = round2;
const r3 = round3;

export interface CheckoutInput {
  /** The campaign budget before fee and tax (the estimate's totalCost). */
  baseCost: number;
  /** Cost per thousand views; missing or not positive falls back to 950 (spec §9). */
  weightedCpm?: number | null;
}

/**
 * Invoice figures used by review, checkout and svc-campaigns' invoices (docs/decisions/pricing.md):
 * platform fee 8% of base, VAT 16% of base, total = base + fee + VAT; impressions = base / CPM × 1000;
 * effective cost per impression = total / impressions; cost range 90%–110% of the total.
 */
export function checkoutFigures({ baseCost, weightedCpm }: CheckoutInput): CheckoutFigures {
  const base = r2(Math.max(0, baseCost));
  const cpm = weightedCpm && weightedCpm > 0 ? weightedCpm : C.defaultWeightedCpm;
  const platformFee = r2(base * C.platformFeeRate);
  const tax = r2(base * C.vatRate);
  const total = r2(base + platformFee + tax);
  const estimatedImpressions = Math.floor((base / cpm) * 1000 + 1e-9);
  return {
    currency: 'PKR',
    baseCost: base,
    platformFeeRate: C.platformFeeRate,
    platformFee,
    vatRate: C.vatRate,
    tax,
    total,
    weightedCpm: cpm,
    estimatedImpressions,
    effectiveCostPerImpression: estimatedImpressions > 0 ? r3(total / estimatedImpressions) : 0,
    costRange: { low: r2(total * C.costRange.low), high: r2(total * C.costRange.high) },
  };
}

/** Bar width of the review screen's delivery confidence. */
export const confidenceBar = (c: DeliveryConfidence): number => C.confidenceBar[c];

/**
 * How likely the campaign delivers the plays it buys: the ceiling (every targeted user at the cap every day)
 * ÷ the plays ≥ 2 high, ≥ 1.25 medium, else low; a goal that needs most of the ceiling relies on nearly every
 * user receiving calls every day.
 * Without a goal the audience size decides: ≥ 50,000 users high, ≥ 10,000 medium, else low.
 */
export function deliveryConfidence(i: {
  requested?: number | null;
  available: number;
  audience: number;
}): DeliveryConfidence {
  if (i.requested && i.requested > 0) {
    const ratio = i.available / i.requested;
    return ratio >= 2 ? 'high' : ratio >= 1.25 ? 'medium' : 'low';
  }
  return i.audience >= 50_000 ? 'high' : i.audience >= 10_000 ? 'medium' : 'low';
}
