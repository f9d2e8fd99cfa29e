/**
 * One price per play for the whole portal (docs/decisions/campaigns.md, "One price per play"): the locked quote's
 * total (base, platform fee and VAT) ÷ its guaranteed plays. Each counted play adds this to spend, so **spend includes
 * the fee and VAT**; the serving spec, analytics, the export and the dashboard card all use it.
 * The invoice's line states the same play before fee and VAT (a tax invoice lists the unit price before tax, then
 * adds fee and VAT as lines): basePricePerPlay, never a second rate.
 */
export interface PricedPlays {
  estImpressions?: number | null;
  totalCost?: number | null;
  baseCost?: number | null;
}

const per = (amount: number | null | undefined, q: PricedPlays | null | undefined): number =>
  q?.estImpressions ? (amount ?? 0) / q.estImpressions : 0;

/** PKR per play, fee and VAT included (what spend counts); 0 without a quote. */
export const pricePerPlay = (q: PricedPlays | null | undefined): number => per(q?.totalCost, q);

/** The same play before fee and VAT: only the invoice line's unit price. */
export const basePricePerPlay = (q: PricedPlays | null | undefined): number => per(q?.baseCost, q);
