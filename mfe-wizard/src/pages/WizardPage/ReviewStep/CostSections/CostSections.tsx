import { EuiBadge, EuiFlexGrid, EuiFlexItem, EuiProgress, EuiSpacer, EuiText } from '@elastic/eui';
import type { DeliveryConfidence, EstimateResponse } from '@rbt/contracts';
import { confidenceBar } from '@rbt/pricing';
import type { WizardDraft } from '../../../../draft/wizard-types';
import { inclusiveDays } from '../../../../draft/draft-labels';
import { SummaryPanel } from '../../../../components/SummaryPanel/SummaryPanel';
import { formatCount, formatKarachiDate, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';
import { useWizT } from '../../../../messages';
import { useNames } from '../../../../messages/reference';
import { ReviewTimeText } from '../../../../components/ReviewTimeText/ReviewTimeText';

/**
 * What happens after paying, as svc-campaigns and the admin page do it: a person approves or rejects
 * (with a reason) each paid campaign, and the slots are booked on approval; no time is promised for either.
 */
const TIMELINE = [
  { title: 'wiz.cost.payment', description: 'wiz.cost.paymentText' },
  { title: 'wiz.cost.review', description: 'wiz.cost.reviewText' },
  { title: 'wiz.cost.booking', description: 'wiz.cost.bookingText' },
] as const;

const CONFIDENCE_COLOR = { high: 'success', medium: 'warning', low: 'danger' } as const;

/**
 * Spec §2 step 3 money sections, every figure from one estimate (the server's, or the preview while it loads). The
 * delivery confidence is svc-capacity's (`confidence`: the load of the hours once booked) as soon as it answers.
 */
export function CostSections({
  draft,
  estimate,
  preview,
  paid = false,
  confidence: capacityConfidence,
}: {
  draft: WizardDraft;
  estimate: EstimateResponse;
  preview: boolean;
  /** The campaign is paid: its price is locked, so no range and no payment timeline. */
  paid?: boolean;
  confidence?: DeliveryConfidence;
}) {
  const t = useWizT();
  const confidence = capacityConfidence ?? estimate.deliveryConfidence;
  const fee = useNames().fee;
  const c = estimate.checkout;
  const days = inclusiveDays(draft);
  return (
    <div data-testid="review-costs">
      {preview && (
        <EuiBadge color="hollow" data-testid="preview-badge">
          {t('wiz.cost.preview')}
        </EuiBadge>
      )}
      <EuiSpacer size="s" />
      <EuiFlexGrid columns={paid ? 2 : 3} gutterSize="m" responsive>
        <EuiFlexItem>
          <SummaryPanel
            testId="review-budget"
            title={t('wiz.cost.budgetTitle')}
            items={[
              {
                title: t('wiz.cost.customers'),
                description: <span data-testid="review-audience">{formatCount(estimate.targetedUsers)}</span>,
              },
              {
                title: t('wiz.cost.perView'),
                description: <span data-testid="review-price-per-play">{formatPkrPerPlay(estimate.costPerGVA)}</span>,
              },
              { title: t('wiz.cost.days'), description: String(estimate.campaignDays) },
              {
                title: t('wiz.cost.perDay'),
                description: <span data-testid="review-plays-per-day">{formatCount(estimate.impressionsPerDay)}</span>,
              },
              {
                title: t('wiz.cost.budget'),
                description: <span data-testid="review-base">{formatPkr(c.baseCost)}</span>,
              },
              { title: fee.platformFee, description: formatPkr(c.platformFee) },
              { title: fee.vat, description: formatPkr(c.tax) },
              {
                title: <strong>{t('wiz.cost.total')}</strong>,
                description: <strong data-testid="review-total">{formatPkr(c.total)}</strong>,
              },
            ]}
          />
        </EuiFlexItem>
        <EuiFlexItem>
          <SummaryPanel
            testId="review-final"
            title={t('wiz.cost.finalTitle')}
            items={[
              { title: t('wiz.cost.totalShort'), description: formatPkr(c.total) },
              // The range is honest only while the price can still move: until payment locks the quote.
              paid
                ? { title: t('wiz.cost.fixed'), description: t('wiz.cost.fixedText') }
                : {
                    title: t('wiz.cost.range'),
                    description: (
                      <span data-testid="review-range">
                        {t('wiz.cost.rangeValue', {
                          low: formatPkr(c.costRange.low),
                          high: formatPkr(c.costRange.high),
                        })}
                        <br />
                        <small>{t('wiz.cost.rangeWhy')}</small>
                      </span>
                    ),
                  },
              { title: t('wiz.cost.duration'), description: t('wiz.cost.daysValue', { days }) },
              { title: t('wiz.cost.audience'), description: formatCount(estimate.targetedUsers) },
              {
                title: t('wiz.cost.impressions'),
                description: <span data-testid="review-plays">{formatCount(estimate.estImpressions)}</span>,
              },
              {
                title: t('wiz.cost.reach'),
                description: <span data-testid="review-reach">{formatCount(estimate.uniqueReach)}</span>,
              },
            ]}
            footer={
              <>
                <EuiSpacer size="m" />
                <EuiText size="xs">
                  <strong>{t('wiz.cost.confidence', { level: t(`wiz.confidence.${confidence}`) })}</strong>
                </EuiText>
                <EuiSpacer size="xs" />
                <EuiProgress
                  value={confidenceBar(confidence)}
                  max={100}
                  size="m"
                  color={CONFIDENCE_COLOR[confidence]}
                  data-testid="confidence-bar"
                  aria-label={t('wiz.cost.confidenceLabel')}
                />
              </>
            }
          />
        </EuiFlexItem>
        {!paid && (
          <EuiFlexItem>
            <SummaryPanel
              testId="review-timeline"
              title={t('wiz.cost.timeline')}
              items={[
                ...TIMELINE.map((row) => ({
                  title: t(row.title),
                  description:
                    row.title === 'wiz.cost.review' ? (
                      <>
                        {t(row.description)} <ReviewTimeText />
                      </>
                    ) : (
                      t(row.description)
                    ),
                })),
                {
                  title: t('wiz.cost.live'),
                  description: draft.startDate
                    ? t('wiz.cost.liveValue', { date: formatKarachiDate(draft.startDate) })
                    : t('wiz.cost.tbd'),
                },
              ]}
            />
          </EuiFlexItem>
        )}
      </EuiFlexGrid>
    </div>
  );
}
