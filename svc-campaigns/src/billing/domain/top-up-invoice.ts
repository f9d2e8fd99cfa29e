import { FEE_LABELS, type Invoice, type TopUpQuote } from '@rbt/contracts';
import { round2 } from '@rbt/pricing';
import { BILLING_WORDS } from './billing-words';

/** A top-up's own invoice lines (base, fee 8%, VAT 16% of the added plays) and its one item: added plays × price. */
export function topUpInvoiceParts(
  t: TopUpQuote,
  campaignName: string,
): Pick<Invoice, 'lines' | 'items' | 'subtotalPkr' | 'totalPkr'> {
  return {
    lines: [
      { code: 'base', label: 'Added plays (top-up)', amountPkr: t.baseCost },
      { code: 'platform_fee', label: FEE_LABELS.platformFee, amountPkr: t.platformFee },
      { code: 'vat', label: FEE_LABELS.vat, amountPkr: t.vat },
    ],
    items: [
      {
        description: BILLING_WORDS.en.topUpItem(campaignName, t.fromDate, t.endDate),
        plays: t.addedPlays,
        unitPricePkr: t.pricePerPlay,
        amountPkr: t.baseCost,
      },
    ],
    subtotalPkr: round2(t.baseCost + t.platformFee),
    totalPkr: t.totalCost,
  };
}
