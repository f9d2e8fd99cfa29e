import { SummaryPanel } from '../SummaryPanel/SummaryPanel';
import type { LockedQuote } from '@rbt/contracts';
import { FEE_LABELS } from '@rbt/contracts';
import { formatCount, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';

/**
 * The locked quote's audience, plays per day and reach (issue 28): the figures step 1 estimated, never the cities'
 * whole population. Quotes locked before the audience was kept lack the first two, which are then left out.
 */
export function quoteAudience(quote: LockedQuote, prefix: string) {
  const rows = [];
  if (quote.targetedUsers !== undefined)
    rows.push({
      title: 'Target audience (users matching the targeting)',
      description: <span data-testid={`${prefix}-audience`}>{formatCount(quote.targetedUsers)}</span>,
    });
  if (quote.playsPerDay !== undefined)
    rows.push({
      title: 'Guaranteed plays per day',
      description: <span data-testid={`${prefix}-plays-per-day`}>{formatCount(quote.playsPerDay)}</span>,
    });
  rows.push({
    title: 'Estimated unique reach',
    description: <span data-testid={`${prefix}-reach`}>{formatCount(quote.estReach)}</span>,
  });
  return rows;
}

/**
 * Spec §2 checkout cost breakdown from the server's locked quote: the amount charged is exactly this total.
 * Effective cost per impression divides two server figures; nothing is priced in the browser.
 */
export function CostBreakdown({ quote }: { quote: LockedQuote }) {
  const perImpression = quote.estImpressions > 0 ? quote.totalCost / quote.estImpressions : 0;
  return (
    <SummaryPanel
      level={2}
      testId="cost-breakdown"
      title="Cost Breakdown"
      items={[
        {
          title: 'Base cost (plays × price per play, before fee and VAT)',
          description: <span data-testid="checkout-base">{formatPkr(quote.baseCost)}</span>,
        },
        { title: FEE_LABELS.platformFee, description: formatPkr(quote.platformFee) },
        { title: FEE_LABELS.checkoutTax, description: formatPkr(quote.vat) },
        {
          title: <strong>Total with fee and VAT</strong>,
          description: <strong data-testid="checkout-total">{formatPkr(quote.totalCost)}</strong>,
        },
        {
          title: 'Estimated impressions (guaranteed plays)',
          description: <span data-testid="checkout-plays">{formatCount(quote.estImpressions)}</span>,
        },
        {
          title: 'Effective cost per impression (per play, with fee and VAT)',
          description: formatPkrPerPlay(perImpression),
        },
        ...quoteAudience(quote, 'checkout'),
      ]}
    />
  );
}
