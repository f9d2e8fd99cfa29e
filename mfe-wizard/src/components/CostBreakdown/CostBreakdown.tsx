import { SummaryPanel } from '../SummaryPanel/SummaryPanel';
import type { LockedQuote } from '@rbt/contracts';
import { formatCount, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';
import { useWizT, type WizT } from '../../messages';
import { useNames } from '../../messages/reference';

/**
 * The locked quote's audience, plays per day and reach: the figures step 1 estimated, never the cities'
 * whole population. Quotes locked before the audience was kept lack the first two, which are then left out.
 */
export function quoteAudience(quote: LockedQuote, prefix: string, t: WizT) {
  const rows = [];
  if (quote.targetedUsers !== undefined)
    rows.push({
      title: t('wiz.quote.audience'),
      description: <span data-testid={`${prefix}-audience`}>{formatCount(quote.targetedUsers)}</span>,
    });
  if (quote.playsPerDay !== undefined)
    rows.push({
      title: t('wiz.quote.playsPerDay'),
      description: <span data-testid={`${prefix}-plays-per-day`}>{formatCount(quote.playsPerDay)}</span>,
    });
  rows.push({
    title: t('wiz.quote.reach'),
    description: <span data-testid={`${prefix}-reach`}>{formatCount(quote.estReach)}</span>,
  });
  return rows;
}

/**
 * Spec §2 checkout cost breakdown from the server's locked quote: the amount charged is exactly this total.
 * Effective cost per impression divides two server figures; nothing is priced in the browser.
 */
export function CostBreakdown({ quote }: { quote: LockedQuote }) {
  const t = useWizT();
  const fee = useNames().fee;
  const perImpression = quote.estImpressions > 0 ? quote.totalCost / quote.estImpressions : 0;
  return (
    <SummaryPanel
      level={2}
      testId="cost-breakdown"
      title={t('wiz.breakdown.title')}
      items={[
        {
          title: t('wiz.breakdown.base'),
          description: <span data-testid="checkout-base">{formatPkr(quote.baseCost)}</span>,
        },
        { title: fee.platformFee, description: formatPkr(quote.platformFee) },
        { title: fee.checkoutTax, description: formatPkr(quote.vat) },
        {
          title: <strong>{t('wiz.cost.total')}</strong>,
          description: <strong data-testid="checkout-total">{formatPkr(quote.totalCost)}</strong>,
        },
        {
          title: t('wiz.cost.impressions'),
          description: <span data-testid="checkout-plays">{formatCount(quote.estImpressions)}</span>,
        },
        {
          title: t('wiz.breakdown.perImpression'),
          description: formatPkrPerPlay(perImpression),
        },
        ...quoteAudience(quote, 'checkout', t),
      ]}
    />
  );
}
