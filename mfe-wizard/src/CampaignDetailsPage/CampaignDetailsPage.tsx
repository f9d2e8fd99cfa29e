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
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { apiErrorMessage, apiFetch, formatCount, formatKarachiDateTime, formatPkr, PageFrame } from '@rbt/web-kit';
import type { CampaignDetail } from '@rbt/contracts';
import { duplicateCampaign, useCampaign } from '../api/campaigns';
import { CREATIVE_LABELS, GENDER_LABELS, objectiveLabel, tierLabel } from '../wizard/labels';
import { LiveFigures, PaymentDocuments, isPaid } from './PaidSections';
import { allowedActions, citiesInWords, scheduleInWords, statusLabel } from './details-labels';
import { quoteAudience } from '../checkout/CostBreakdown/CostBreakdown';

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
  const client = useQueryClient();
  const act = allowedActions(c.status);
  const refresh = () => client.invalidateQueries({ queryKey: ['/api/campaigns', c.id] });
  const pause = useMutation({
    mutationFn: () => apiFetch<unknown>(`/api/campaigns/${c.id}/pause`, { method: 'POST' }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => apiFetch<null>(`/api/campaigns/${c.id}`, { method: 'DELETE' }),
    onSuccess: () => navigate('/'),
  });
  const duplicate = useMutation({
    mutationFn: () => duplicateCampaign(c.id),
    onSuccess: (copy) => navigate(`/campaigns/${copy}`),
  });
  const failure = pause.error ?? remove.error ?? duplicate.error;
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
        {act.pause && (
          <EuiFlexItem grow={false}>
            <EuiButton isLoading={pause.isPending} onClick={() => pause.mutate()}>
              Pause
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
      {failure && <EuiCallOut color="danger" title={apiErrorMessage(failure)} />}
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
                    title: 'Estimated impressions (guaranteed plays)',
                    description: <span data-testid="details-plays">{formatCount(c.quote.estImpressions)}</span>,
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
      <LiveFigures campaignId={c.id} paid={isPaid(c.status)} />
      <PaymentDocuments campaignId={c.id} paid={isPaid(c.status)} />
      <EuiPanel hasBorder data-testid="details-creative">
        <EuiTitle size="xs">
          <h3>Creative: {CREATIVE_LABELS[c.creativeType]}</h3>
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
