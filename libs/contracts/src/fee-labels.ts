/**
 * The fee and tax rates, once (spec §9: VAT 16% of the budget, platform fee label 8%; both of the campaign base, so
 * total = base + fee + VAT). @rbt/pricing charges these (its CHECKOUT reads them), every label and help text names
 * them from here.
 */
export const VAT_RATE = 0.16;
export const PLATFORM_FEE_RATE = 0.08;

/** 0.16 → "16%", without binary noise (0.07 × 100 is 7.000000000000001). */
export const ratePercent = (rate: number): string => `${Number((rate * 100).toFixed(4))}%`;

/** The fee and tax lines' labels wherever a quote, invoice or receipt is shown. Checkout says "Tax" (spec §2 copy). */
export const FEE_LABELS = {
  platformFee: `Platform fee (${ratePercent(PLATFORM_FEE_RATE)})`,
  vat: `VAT (${ratePercent(VAT_RATE)})`,
  checkoutTax: `Tax (${ratePercent(VAT_RATE)})`,
} as const;
