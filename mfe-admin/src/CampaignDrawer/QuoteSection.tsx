import { EuiDescriptionList, EuiSpacer } from '@elastic/eui';
import { DrawerSection, SectionNote } from './DrawerSection';
import type { LockedQuote } from '@rbt/contracts';
import { PLATFORM_FEE_RATE, ratePercent, VAT_RATE } from '@rbt/contracts';
import { formatKarachiDateTime } from '@rbt/web-kit';
import { formatCount, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';
import { useAdminT } from '../messages';

// Below one or two rupees, so it keeps its paisas (the other figures are whole rupees, in the same currency style).

/**
 * The server's locked quote, labelled as elsewhere in the portal: the price per play is before fee and VAT (base
 * cost ÷ guaranteed plays, as on the invoice), the total is with both.
 */
export function QuoteSection({ quote }: { quote: LockedQuote | null }) {
  const t = useAdminT();
  return (
    <DrawerSection testId="campaign-quote" title={t('admin.quote.title')}>
      {!quote ? (
        <SectionNote>{t('admin.quote.none')}</SectionNote>
      ) : (
        <EuiDescriptionList
          type="column"
          compressed
          listItems={[
            { title: t('admin.quote.guaranteed'), description: formatCount(quote.estImpressions) },
            // The quote's audience and per-day plays, as the advertiser saw them; older quotes lack them.
            ...(quote.targetedUsers === undefined
              ? []
              : [{ title: t('admin.quote.audience'), description: formatCount(quote.targetedUsers) }]),
            ...(quote.playsPerDay === undefined
              ? []
              : [{ title: t('admin.quote.perDay'), description: formatCount(quote.playsPerDay) }]),
            { title: t('admin.quote.reach'), description: formatCount(quote.estReach) },
            {
              title: t('admin.quote.perPlay'),
              description: quote.estImpressions > 0 ? formatPkrPerPlay(quote.baseCost / quote.estImpressions) : '-',
            },
            { title: t('admin.quote.base'), description: formatPkr(quote.baseCost) },
            {
              title: t('admin.quote.fee', { rate: ratePercent(PLATFORM_FEE_RATE) }),
              description: formatPkr(quote.platformFee),
            },
            { title: t('admin.quote.vat', { rate: ratePercent(VAT_RATE) }), description: formatPkr(quote.vat) },
            { title: t('admin.quote.total'), description: formatPkr(quote.totalCost) },
            { title: t('admin.quote.locked'), description: formatKarachiDateTime(quote.lockedAt) },
          ]}
        />
      )}
      <EuiSpacer />
    </DrawerSection>
  );
}
