import type { ReactNode } from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiDescriptionList,
  EuiFlexGroup,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import {
  analyticsCsvUrl,
  formatCount,
  formatKarachiDateTime,
  formatPkr,
  proofOfPlayUrl,
  usePageLanguage,
} from '@rbt/web-kit';
import { useCampaignFigures } from '../../api/analytics';
import { FiguresTable } from './FiguresTable';
import { slotRange } from '../../draft/draft-labels';
import { useWizT } from '../../messages';
import { useNames } from '../../messages/reference';

/** A bordered section of a paid campaign's page, spaced from the next. */
export function PaidSection({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <>
      <EuiPanel hasBorder data-testid={testId}>
        <EuiTitle size="xs">
          <h3>{title}</h3>
        </EuiTitle>
        {children}
      </EuiPanel>
      <EuiSpacer size="m" />
    </>
  );
}

/** Delivered plays, reach and spend of this campaign, by city and by hour; refreshed while the page is open. */
export function LiveFigures({ campaignId, paid }: { campaignId: string; paid: boolean }) {
  const t = useWizT();
  const lang = usePageLanguage();
  const names = useNames();
  const figures = useCampaignFigures(campaignId, paid);
  if (!paid) return null;
  const f = figures.data;
  return (
    <PaidSection testId="details-figures" title={t('wiz.delivery.title')}>
      {figures.isError && <EuiCallOut color="danger" size="s" title={t('wiz.delivery.loadFailed')} />}
      {f && f.totals.impressions === 0 && (
        <EuiText size="s" color="subdued">
          <p>{t('wiz.delivery.nothingYet')}</p>
        </EuiText>
      )}
      {f && f.totals.impressions > 0 && (
        <>
          <EuiDescriptionList
            compressed
            type="column"
            listItems={[
              {
                title: t('wiz.delivery.plays'),
                description: t('wiz.delivery.playsOf', {
                  played: formatCount(f.totals.impressions),
                  guaranteed: formatCount(f.totals.expectedImpressions),
                }),
              },
              { title: t('wiz.delivery.reach'), description: formatCount(f.totals.uniqueReach) },
              { title: t('wiz.delivery.spend'), description: formatPkr(f.totals.spendPkr) },
              {
                title: t('wiz.delivery.lastPlay'),
                description: f.totals.lastDeliveryAt ? formatKarachiDateTime(f.totals.lastDeliveryAt) : '-',
              },
            ]}
          />
          <EuiSpacer size="s" />
          <EuiFlexGroup wrap>
            <FiguresTable
              testId="figures-by-city"
              caption={t('wiz.delivery.byCity')}
              items={f.byCity}
              field="city"
              name={t('wiz.delivery.city')}
              label={names.city}
            />
            {/* Hours as 24-hour ranges, as the schedule above and the review step print them (spec §2). */}
            <FiguresTable
              testId="figures-by-hour"
              caption={t('wiz.delivery.byHour')}
              items={f.byHour}
              field="timeSlot"
              name={t('wiz.delivery.hour')}
              label={slotRange}
            />
          </EuiFlexGroup>
          <EuiSpacer size="s" />
          {/* A plain link: the browser streams the file to disk with its own progress. */}
          <EuiButton size="s" iconType="download" href={analyticsCsvUrl(campaignId)} download>
            {t('wiz.delivery.download')}
          </EuiButton>{' '}
          <EuiButton size="s" iconType="document" href={proofOfPlayUrl(campaignId, lang)} download>
            {t('wiz.delivery.proof')}
          </EuiButton>
        </>
      )}
    </PaidSection>
  );
}
