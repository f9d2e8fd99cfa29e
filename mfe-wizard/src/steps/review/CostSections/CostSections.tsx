import { EuiBadge, EuiFlexGrid, EuiFlexItem, EuiProgress, EuiSpacer, EuiText } from '@elastic/eui';
import type { EstimateResponse } from '@rbt/contracts';
import { FEE_LABELS } from '@rbt/contracts';
import type { WizardDraft } from '../../../wizard/types';
import { inclusiveDays } from '../../../wizard/labels';
import { SummaryPanel } from '../../../SummaryPanel/SummaryPanel';
import { formatCount, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';

const CONFIDENCE_COLOR = { high: 'success', medium: 'warning', low: 'danger' } as const;

/** Spec §2 step 3 money sections, every figure from one estimate (the server's, or the preview while it loads). */
export function CostSections({
  draft,
  estimate,
  preview,
}: {
  draft: WizardDraft;
  estimate: EstimateResponse;
  preview: boolean;
}) {
  const c = estimate.checkout;
  const days = inclusiveDays(draft);
  return (
    <div data-testid="review-costs">
      {preview && (
        <EuiBadge color="hollow" data-testid="preview-badge">
          Preview: waiting for the server estimate
        </EuiBadge>
      )}
      <EuiSpacer size="s" />
      <EuiFlexGrid columns={3} gutterSize="m" responsive>
        <EuiFlexItem>
          <SummaryPanel
            testId="review-budget"
            title="Budget Estimation"
            items={[
              { title: 'Total customers', description: formatCount(estimate.eligibleBase) },
              {
                title: 'Cost per view (per play, before fee and VAT)',
                description: <span data-testid="review-price-per-play">{formatPkrPerPlay(estimate.costPerGVA)}</span>,
              },
              { title: 'Campaign days', description: String(estimate.campaignDays) },
              { title: 'Impressions per day', description: formatCount(estimate.impressionsPerDay) },
              {
                title: 'Budget (plays × price per play, before fee and VAT)',
                description: <span data-testid="review-base">{formatPkr(c.baseCost)}</span>,
              },
              { title: FEE_LABELS.platformFee, description: formatPkr(c.platformFee) },
              { title: FEE_LABELS.vat, description: formatPkr(c.tax) },
              {
                title: <strong>Total with fee and VAT</strong>,
                description: <strong data-testid="review-total">{formatPkr(c.total)}</strong>,
              },
            ]}
          />
        </EuiFlexItem>
        <EuiFlexItem>
          <SummaryPanel
            testId="review-final"
            title="Final Summary"
            items={[
              { title: 'Total', description: formatPkr(c.total) },
              { title: 'Cost range', description: `${formatPkr(c.costRange.low)} - ${formatPkr(c.costRange.high)}` },
              { title: 'Duration', description: `${days} ${days === 1 ? 'day' : 'days'}` },
              { title: 'Target audience', description: formatCount(estimate.eligibleBase) },
              {
                title: 'Estimated impressions (guaranteed plays)',
                description: <span data-testid="review-plays">{formatCount(estimate.estImpressions)}</span>,
              },
              { title: 'Estimated unique reach', description: formatCount(estimate.uniqueReach) },
            ]}
            footer={
              <>
                <EuiSpacer size="m" />
                <EuiText size="xs">
                  <strong>Delivery confidence: {estimate.deliveryConfidence}</strong>
                </EuiText>
                <EuiSpacer size="xs" />
                <EuiProgress
                  value={estimate.deliveryConfidenceBar}
                  max={100}
                  size="m"
                  color={CONFIDENCE_COLOR[estimate.deliveryConfidence]}
                  data-testid="confidence-bar"
                  aria-label="Delivery confidence"
                />
              </>
            }
          />
        </EuiFlexItem>
        <EuiFlexItem>
          <SummaryPanel
            testId="review-timeline"
            title="Timeline"
            items={[
              { title: 'Payment', description: 'About 5 minutes' },
              { title: 'Content review', description: '2-4 hours' },
              { title: 'Technical setup', description: '30 minutes' },
              { title: 'Go live', description: draft.startDate ?? 'TBD' },
            ]}
          />
        </EuiFlexItem>
      </EuiFlexGrid>
    </div>
  );
}
