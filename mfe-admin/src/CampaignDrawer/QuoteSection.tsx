import { EuiDescriptionList, EuiSpacer } from '@elastic/eui';
import { DrawerSection, SectionNote } from './DrawerSection';
import type { LockedQuote } from '@rbt/contracts';
import { FEE_LABELS } from '@rbt/contracts';
import { formatKarachiDateTime } from '@rbt/web-kit';
import { formatCount, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';

// Below one or two rupees, so it keeps its paisas (the other figures are whole rupees, in the same currency style).

/**
 * The server's locked quote, labelled as elsewhere in the portal: the price per play is before fee and VAT (base
 * cost ÷ guaranteed plays, as on the invoice), the total is with both.
 */
export function QuoteSection({ quote }: { quote: LockedQuote | null }) {
  return (
    <DrawerSection testId="campaign-quote" title="Quote">
      {!quote ? (
        <SectionNote>No quote is locked yet: the price is fixed when the advertiser submits.</SectionNote>
      ) : (
        <EuiDescriptionList
          type="column"
          compressed
          listItems={[
            { title: 'Guaranteed plays', description: formatCount(quote.estImpressions) },
            // The quote's audience and per-day plays (issue 28), as the advertiser saw them; older quotes lack them.
            ...(quote.targetedUsers === undefined
              ? []
              : [
                  {
                    title: 'Target audience',
                    description: formatCount(quote.targetedUsers),
                  },
                ]),
            ...(quote.playsPerDay === undefined
              ? []
              : [{ title: 'Guaranteed plays per day', description: formatCount(quote.playsPerDay) }]),
            { title: 'Estimated unique reach', description: formatCount(quote.estReach) },
            {
              title: 'Price per play (before fee and VAT)',
              description: quote.estImpressions > 0 ? formatPkrPerPlay(quote.baseCost / quote.estImpressions) : '-',
            },
            { title: 'Base cost (before fee and VAT)', description: formatPkr(quote.baseCost) },
            { title: FEE_LABELS.platformFee, description: formatPkr(quote.platformFee) },
            { title: FEE_LABELS.vat, description: formatPkr(quote.vat) },
            { title: 'Total (with fee and VAT)', description: formatPkr(quote.totalCost) },
            { title: 'Locked', description: formatKarachiDateTime(quote.lockedAt) },
          ]}
        />
      )}
      <EuiSpacer />
    </DrawerSection>
  );
}
