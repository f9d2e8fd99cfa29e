import {
  EuiButton,
  EuiCallOut,
  EuiDescriptionList,
  EuiFlexGroup,
  EuiFlexItem,
  EuiLoadingSpinner,
  EuiPanel,
  EuiSpacer,
  EuiTitle,
} from '@elastic/eui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import {
  apiErrorDetail,
  apiErrorMessage,
  formatCount,
  formatKarachiDateTime,
  formatPkr,
  PageFrame,
} from '@rbt/web-kit';
import { statusLabel, UNPAID_STATUSES, type CampaignDetail } from '@rbt/contracts';
import { deleteCampaign, duplicateCampaign, useCampaign, useOwnerStatus } from '../../api/campaigns';
import { creativeLabel, GENDER_LABELS, objectiveLabel, tierLabel } from '../../draft/draft-labels';
import { LiveFigures } from './PaidSections';
import { CampaignInvoices } from './CampaignInvoices';
import { TopUpPanel } from './TopUpPanel';
import { allowedActions, citiesInWords, scheduleInWords } from './details-labels';
import { quoteAudience } from '../../components/CostBreakdown/CostBreakdown';

/** /campaigns/:id: what the campaign is, where it stands, how it got there and what its owner may do next. */
export function CampaignDetailsPage() {
  const { id = '' } = useParams();
  const query = useCampaign(id);
  return (
    <PageFrame title="Campaign Details" bare={false}>
      {query.isPending && <EuiLoadingSpinner size="l" />}
      {query.isError && (
        <EuiCallOut color="danger" title="This campaign could not be loaded">
          {apiErrorMessage(query.error)}
        </EuiCallOut>
      )}
      {query.data && <Details campaign={query.data} />}
    </PageFrame>
  );
}

function Details({ campaign: c }: { campaign: CampaignDetail }) {
  const navigate = useNavigate();
  const act = allowedActions(c.status);
  const pause = useOwnerStatus(c.id, 'pause');
  const resume = useOwnerStatus(c.id, 'resume');
  const remove = useMutation({
    mutationFn: () => deleteCampaign(c.id),
    onSuccess: () => navigate('/'),
  });
  const duplicate = useMutation({
    mutationFn: () => duplicateCampaign(c.id),
    onSuccess: (copy) => navigate(`/campaigns/${copy}`),
  });
  const failure = pause.error ?? resume.error ?? remove.error ?? duplicate.error;
  // Past payment there are figures and invoices to show (a rejection comes only after review, so after payment).
  const paid = !UNPAID_STATUSES.includes(c.status);
  return (
    <>
      <EuiFlexGroup alignItems="center" wrap gutterSize="s" responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiTitle size="s">
            <h2>{c.name.trim() || 'Untitled Campaign'}</h2>
          </EuiTitle>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <span data-testid="details-status">{statusLabel(c.status)}</span>
        </EuiFlexItem>
      </EuiFlexGroup>
      {c.rejectionReason && (
        <EuiCallOut color="danger" title="Rejected" data-testid="rejection-reason">
          {c.rejectionReason}
        </EuiCallOut>
      )}
      {c.reviewHold && (
        <EuiCallOut color="warning" title="On hold">
          {c.reviewHold}
        </EuiCallOut>
      )}
      <EuiSpacer size="m" />
      <EuiFlexGroup wrap gutterSize="s" data-testid="details-actions">
        {act.continueEditing && (
          <EuiFlexItem grow={false}>
            <EuiButton fill onClick={() => navigate(`/campaigns/new?continue=${c.id}`)}>
              Continue editing
            </EuiButton>
          </EuiFlexItem>
        )}
        {act.edit && (
          <EuiFlexItem grow={false}>
            <EuiButton iconType="pencil" onClick={() => navigate(`/campaigns/${c.id}/edit`)}>
              Edit
            </EuiButton>
          </EuiFlexItem>
        )}
        {act.pay && (
          <EuiFlexItem grow={false}>
            <EuiButton fill onClick={() => navigate(`/campaigns/${c.id}/checkout`)}>
              Pay now
            </EuiButton>
          </EuiFlexItem>
        )}
        {c.actions.pause && (
          <EuiFlexItem grow={false}>
            <EuiButton isLoading={pause.isPending} onClick={() => pause.mutate()}>
              Pause
            </EuiButton>
          </EuiFlexItem>
        )}
        {c.actions.resume && (
          <EuiFlexItem grow={false}>
            <EuiButton fill isLoading={resume.isPending} onClick={() => resume.mutate()}>
              Resume
            </EuiButton>
          </EuiFlexItem>
        )}
        <EuiFlexItem grow={false}>
          <EuiButton isLoading={duplicate.isPending} onClick={() => duplicate.mutate()}>
            Duplicate
          </EuiButton>
        </EuiFlexItem>
        {act.remove && (
          <EuiFlexItem grow={false}>
            <EuiButton color="danger" isLoading={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </EuiButton>
          </EuiFlexItem>
        )}
      </EuiFlexGroup>
      {c.actions.resumeBlocked && (
        <EuiCallOut color="warning" size="s" title={c.actions.resumeBlocked} data-testid="resume-blocked" />
      )}
      {failure && <EuiCallOut color="danger" title={apiErrorDetail(failure)} />}
      <EuiSpacer size="m" />
      <EuiFlexGroup wrap>
        <EuiFlexItem style={{ minWidth: 280 }}>
          <EuiPanel hasBorder data-testid="details-targeting">
            <EuiTitle size="xs">
              <h3>Targeting and schedule</h3>
            </EuiTitle>
            <EuiDescriptionList
              compressed
              type="column"
              listItems={[
                { title: 'Objective', description: objectiveLabel(c.objective) },
                { title: 'Cities', description: citiesInWords(c) },
                { title: 'Gender', description: GENDER_LABELS[c.gender] },
                { title: 'Value tier', description: tierLabel(c.valueTier) },
                { title: 'Schedule', description: scheduleInWords(c) },
              ]}
            />
          </EuiPanel>
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 280 }}>
          <EuiPanel hasBorder data-testid="details-quote">
            <EuiTitle size="xs">
              <h3>Quote</h3>
            </EuiTitle>
            {c.quote ? (
              <EuiDescriptionList
                compressed
                type="column"
                listItems={[
                  { title: 'Total', description: formatPkr(c.quote.totalCost) },
                  {
                    title: 'Guaranteed plays',
                    description: <span data-testid="guaranteed-plays">{formatCount(c.quote.estImpressions)}</span>,
                  },
                  ...quoteAudience(c.quote, 'details'),
                  { title: 'Locked', description: formatKarachiDateTime(c.quote.lockedAt) },
                ]}
              />
            ) : (
              <p>No price is locked yet: the quote is fixed when the campaign is submitted.</p>
            )}
          </EuiPanel>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      {c.actions.topUp && (
        <>
          <TopUpPanel campaign={c} />
          <EuiSpacer size="m" />
        </>
      )}
      <LiveFigures campaignId={c.id} paid={paid} />
      <CampaignInvoices campaignId={c.id} paid={paid} />
      <EuiPanel hasBorder data-testid="details-creative">
        <EuiTitle size="xs">
          <h3>Creative: {creativeLabel(c)}</h3>
        </EuiTitle>
        {c.ttsConfig?.script && <p lang={c.ttsConfig.language === 'urdu' ? 'ur' : undefined}>{c.ttsConfig.script}</p>}
        {c.audioUrl?.startsWith('/api/audio/') ? (
          <audio controls src={c.audioUrl} data-testid="details-player" />
        ) : (
          <p>No audio yet.</p>
        )}
      </EuiPanel>
      <EuiSpacer size="m" />
      <EuiPanel hasBorder data-testid="details-timeline">
        <EuiTitle size="xs">
          <h3>Status history</h3>
        </EuiTitle>
        {c.statusHistory.length === 0 ? (
          <p>Created {formatKarachiDateTime(c.createdAt)}; no status change yet.</p>
        ) : (
          <ol>
            {c.statusHistory.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                {formatKarachiDateTime(h.at)}: {h.from ? `${statusLabel(h.from)} → ` : ''}
                {statusLabel(h.to)}
                {h.by ? `, by ${h.by}` : ''}
                {h.reason ? ` (${h.reason})` : ''}
              </li>
            ))}
          </ol>
        )}
      </EuiPanel>
    </>
  );
}
