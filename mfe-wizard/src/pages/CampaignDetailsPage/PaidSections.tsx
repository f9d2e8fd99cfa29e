import type { ReactNode } from 'react';
import { EuiCallOut, EuiDescriptionList, EuiFlexGroup, EuiPanel, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { formatKarachiDateTime } from '@rbt/web-kit';
import { useCampaignFigures } from '../../api/analytics';
import { FiguresTable } from './FiguresTable';
import { cityName, slotRange } from '../../draft/draft-labels';
import { formatCount, formatPkr } from '@rbt/web-kit';

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
  const figures = useCampaignFigures(campaignId, paid);
  if (!paid) return null;
  const f = figures.data;
  return (
    <PaidSection testId="details-figures" title="Delivery so far">
      {figures.isError && <EuiCallOut color="danger" size="s" title="The figures could not be loaded" />}
      {f && f.totals.impressions === 0 && (
        <EuiText size="s" color="subdued">
          <p>Nothing delivered yet: plays appear here once the campaign is live.</p>
        </EuiText>
      )}
      {f && f.totals.impressions > 0 && (
        <>
          <EuiDescriptionList
            compressed
            type="column"
            listItems={[
              {
                title: 'Plays',
                description: `${formatCount(f.totals.impressions)} of ${formatCount(f.totals.expectedImpressions)} guaranteed`,
              },
              { title: 'Reach', description: formatCount(f.totals.uniqueReach) },
              { title: 'Spend', description: formatPkr(f.totals.spendPkr) },
              {
                title: 'Last play',
                description: f.totals.lastDeliveryAt ? formatKarachiDateTime(f.totals.lastDeliveryAt) : '-',
              },
            ]}
          />
          <EuiSpacer size="s" />
          <EuiFlexGroup wrap>
            <FiguresTable
              testId="figures-by-city"
              caption="By city"
              items={f.byCity}
              field="city"
              name="City"
              label={cityName}
            />
            <FiguresTable
              testId="figures-by-hour"
              caption="By hour"
              items={f.byHour}
              field="timeSlot"
              name="Hour"
              label={slotRange}
            />
          </EuiFlexGroup>
        </>
      )}
    </PaidSection>
  );
}
