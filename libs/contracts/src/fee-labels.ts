/**
 * The fee and tax lines' labels wherever a quote, invoice or receipt is shown (spec §9: VAT 16 % of the budget,
 * platform fee label 8 %). Checkout's own breakdown says "Tax" where every other place says "VAT" (spec §2 copy).
 * The rates live in @rbt/pricing, which contracts cannot import; its fee-labels test keeps these percentages equal
 * to the rates it charges.
 */
export const FEE_LABELS = {
  platformFee: 'Platform fee (8%)',
  vat: 'VAT (16%)',
  checkoutTax: 'Tax (16%)',
} as const;
