import { EuiDescriptionList, EuiFlexGroup, EuiFlexItem, EuiPanel, EuiTitle } from '@elastic/eui';
import { formatCount, formatKarachiDateTime, formatPkr } from '@rbt/web-kit';
import type { CampaignDetail } from '@rbt/contracts';
import { scheduleInWords } from './details-labels';
import { quoteAudience } from '../../components/CostBreakdown/CostBreakdown';
import { useWizT } from '../../messages';
import { useNames } from '../../messages/reference';

/** Who the campaign reaches and when, beside the price locked for it. */
export function DetailsSummary({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useWizT();
  const names = useNames();
  return (
    <EuiFlexGroup wrap>
      <EuiFlexItem style={{ minWidth: 280 }}>
        <EuiPanel hasBorder data-testid="details-targeting">
          <EuiTitle size="xs">
            <h3>{t('wiz.details.targetingTitle')}</h3>
          </EuiTitle>
          <EuiDescriptionList
            compressed
            type="column"
            listItems={[
              { title: t('wiz.details.objective'), description: names.objective(c.objective) },
              { title: t('wiz.details.cities'), description: names.cityList(c.cities, c.cities.length) },
              { title: t('wiz.details.gender'), description: names.gender(c.gender) },
              { title: t('wiz.details.tier'), description: names.tier(c.valueTier) },
              { title: t('wiz.details.schedule'), description: scheduleInWords(t, c) },
            ]}
          />
        </EuiPanel>
      </EuiFlexItem>
      <EuiFlexItem style={{ minWidth: 280 }}>
        <EuiPanel hasBorder data-testid="details-quote">
          <EuiTitle size="xs">
            <h3>{t('wiz.details.quoteTitle')}</h3>
          </EuiTitle>
          {c.quote ? (
            <EuiDescriptionList
              compressed
              type="column"
              listItems={[
                { title: t('wiz.details.total'), description: formatPkr(c.quote.totalCost) },
                {
                  title: t('wiz.details.guaranteedPlays'),
                  description: <span data-testid="guaranteed-plays">{formatCount(c.quote.estImpressions)}</span>,
                },
                ...quoteAudience(c.quote, 'details', t),
                { title: t('wiz.details.locked'), description: formatKarachiDateTime(c.quote.lockedAt) },
              ]}
            />
          ) : (
            <p>{t('wiz.details.noQuote')}</p>
          )}
        </EuiPanel>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
}
