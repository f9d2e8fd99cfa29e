import { EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiLoadingSpinner, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { apiErrorMessage, PageFrame, useHoldReason, useLabels } from '@rbt/web-kit';
import { UNPAID_STATUSES, type CampaignDetail } from '@rbt/contracts';
import { useParams } from 'react-router-dom';
import { useCampaign } from '../../api/campaigns';
import { LiveFigures } from './PaidSections';
import { DetailsPacing } from './DetailsPacing';
import { DetailsResponses } from './DetailsResponses';
import { DetailsAdResults } from './DetailsAdResults';
import { DetailsAds } from './DetailsAds/DetailsAds';
import { CampaignInvoices } from './CampaignInvoices';
import { TopUpPanel } from './TopUpPanel';
import { DetailsActions } from './DetailsActions';
import { CancelPanel } from './CancelPanel';
import { DetailsSummary } from './DetailsSummary';
import { DetailsCreative } from './DetailsCreative';
import { useWizT } from '../../messages';
import { ReviewTimeText } from '../../components/ReviewTimeText/ReviewTimeText';

/** /campaigns/:id: what the campaign is, where it stands, how it got there and what its owner may do next. */
export function CampaignDetailsPage() {
  const t = useWizT();
  const { id = '' } = useParams();
  const query = useCampaign(id);
  return (
    <PageFrame title={t('wiz.details.pageTitle')} bare={false}>
      {query.isPending && <EuiLoadingSpinner size="l" />}
      {query.isError && (
        <EuiCallOut color="danger" title={t('wiz.details.loadFailed')}>
          {apiErrorMessage(query.error)}
        </EuiCallOut>
      )}
      {query.data && <Details campaign={query.data} />}
    </PageFrame>
  );
}

function Details({ campaign: c }: { campaign: CampaignDetail }) {
  const holdReason = useHoldReason();
  const t = useWizT();
  const labels = useLabels();
  // Past payment there are figures and invoices to show (a rejection comes only after review, so after payment).
  const paid = !UNPAID_STATUSES.includes(c.status);
  return (
    <>
      <EuiFlexGroup alignItems="center" wrap gutterSize="s" responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiTitle size="s">
            <h2>{c.name.trim() || t('wiz.details.untitled')}</h2>
          </EuiTitle>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <span data-testid="details-status">{labels.status(c.status)}</span>
        </EuiFlexItem>
      </EuiFlexGroup>
      {c.rejectionReason && (
        <EuiCallOut color="danger" title={t('wiz.details.rejected')} data-testid="rejection-reason">
          {c.rejectionReason}
        </EuiCallOut>
      )}
      {c.status === 'pending_review' && !c.reviewHold && (
        <EuiText size="s" data-testid="details-review">
          {/* What review is and how long it takes now (the recent median, or the target). */}
          <p>
            {t('wiz.cost.reviewText')} <ReviewTimeText />
          </p>
        </EuiText>
      )}
      {c.reviewHold && (
        <EuiCallOut color="warning" title={t('wiz.details.onHold')} data-testid="details-hold">
          {/* The hold's slots as data, worded in the page's language. */}
          {holdReason(c.reviewHoldDetail, c.reviewHold).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </EuiCallOut>
      )}
      <EuiSpacer size="m" />
      <DetailsActions campaign={c} />
      <EuiSpacer size="m" />
      {/* Kept once cancelled too, so the owner reads where the money went after the campaign reloads. */}
      {(c.actions.cancel || c.status === 'cancelled') && (
        <>
          <CancelPanel campaign={c} />
          <EuiSpacer size="m" />
        </>
      )}
      <DetailsSummary campaign={c} />
      <EuiSpacer size="m" />
      {c.actions.topUp && (
        <>
          <TopUpPanel campaign={c} />
          <EuiSpacer size="m" />
        </>
      )}
      <DetailsPacing campaignId={c.id} paid={paid} />
      <LiveFigures campaignId={c.id} paid={paid} />
      <DetailsAds campaign={c} />
      <DetailsAdResults campaignId={c.id} paid={paid} />
      <DetailsResponses campaignId={c.id} paid={paid} response={c.response} />
      <CampaignInvoices campaignId={c.id} paid={paid} />
      <DetailsCreative campaign={c} />
    </>
  );
}
