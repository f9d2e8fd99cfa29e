import { EuiBadge, EuiFlexGrid, EuiFlexItem, EuiProgress, EuiSpacer, EuiText } from '@elastic/eui';
import type { EstimateResponse } from '@rbt/contracts';
import { FEE_LABELS } from '@rbt/contracts';
import type { WizardDraft } from '../../../../draft/wizard-types';
import { inclusiveDays } from '../../../../draft/draft-labels';
import { SummaryPanel } from '../../../../components/SummaryPanel/SummaryPanel';
import { formatCount, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';

/**
 * What happens after paying, as svc-campaigns and the admin page do it (issue 28): a person approves or rejects
 * (with a reason) each paid campaign, and the slots are booked on approval; no time is promised for either.
 */
export const TIMELINE = [
  { title: 'Payment', description: 'About 5 minutes, on the next page' },
  {
    title: 'Content review',
    description:
      'A person on our team listens to the ad and reads its script and targeting, then approves it or rejects it with the reason. You are told in the notifications bell.',
  },
  {
    title: 'Slot booking',
    description:
      'Automatic on approval. If a slot is full on a day, the campaign waits in review and you are told which slot.',
  },
];

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
              {
                title: 'Total customers (matching your targeting)',
                description: <span data-testid="review-audience">{formatCount(estimate.targetedUsers)}</span>,
              },
              {
                title: 'Cost per view (per play, before fee and VAT)',
                description: <span data-testid="review-price-per-play">{formatPkrPerPlay(estimate.costPerGVA)}</span>,
              },
              { title: 'Campaign days', description: String(estimate.campaignDays) },
              {
                title: 'Impressions per day (guaranteed plays)',
                description: <span data-testid="review-plays-per-day">{formatCount(estimate.impressionsPerDay)}</span>,
              },
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
              { title: 'Target audience', description: formatCount(estimate.targetedUsers) },
              {
                title: 'Estimated impressions (guaranteed plays)',
                description: <span data-testid="review-plays">{formatCount(estimate.estImpressions)}</span>,
              },
              {
                title: 'Estimated unique reach',
                description: <span data-testid="review-reach">{formatCount(estimate.uniqueReach)}</span>,
              },
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
              ...TIMELINE,
              { title: 'Go live', description: draft.startDate ? `${draft.startDate}, once approved` : 'TBD' },
            ]}
          />
        </EuiFlexItem>
      </EuiFlexGrid>
    </div>
  );
}
