import { useState, type ReactNode } from 'react';
import {
  EuiBadge,
  EuiCallOut,
  EuiCard,
  EuiConfirmModal,
  EuiDescriptionList,
  EuiFlexGroup,
  EuiFlexItem,
  EuiProgress,
  EuiSpacer,
  EuiText,
} from '@elastic/eui';
import { useNavigate } from 'react-router-dom';
import type { CampaignListItem } from '@rbt/contracts';
import { useDeleteCampaign, useDuplicateCampaign, usePauseCampaign, useResumeCampaign } from '../api/campaigns';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { CardActions } from './CardActions';
import { CardPacing } from './CardPacing';
import { apiErrorText, formatKarachiDate, formatPercent, formatTimeAgo, useLabels } from '@rbt/web-kit';
import { useDashT } from '../messages';
import { completedFacts, deliveredFacts, draftStepsText, quoteFacts, type Fact } from './card-facts';

/** Spec §2 campaign card: name, status and objective badges, then what the status calls for. */
export function CampaignCard({ campaign: c }: { campaign: CampaignListItem }) {
  const navigate = useNavigate();
  const t = useDashT();
  const labels = useLabels();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCampaign();
  const duplicate = useDuplicateCampaign();
  const pause = usePauseCampaign();
  const resume = useResumeCampaign();
  const details = () => navigate(`/campaigns/${c.id}`);
  const other = duplicate.error ?? pause.error ?? resume.error;
  const failure = remove.isError ? t('dash.card.deleteFailed') : other ? apiErrorText(other) : undefined;

  const duplicateIcon = {
    iconType: 'copy',
    label: t('dash.card.duplicateName', { name: c.name }),
    pending: duplicate.isPending,
    onClick: () => duplicate.mutate(c.id),
  };
  let facts: Fact[] = [];
  let actions: ReactNode = null;
  let blocked: string | null = null;
  if (c.status === 'live') {
    facts = deliveredFacts(t, c);
    // The service says whether the owner may pause now; older answers without actions: a live one may.
    const icon =
      (c.actions?.pause ?? true)
        ? {
            iconType: 'pause',
            label: t('dash.card.pauseName', { name: c.name }),
            pending: pause.isPending,
            onClick: () => pause.mutate(c.id),
          }
        : undefined;
    actions = <CardActions label={t('dash.card.details')} onClick={details} icon={icon} />;
  } else if (c.status === 'paused') {
    // Spec §2's Edit and duplicate, plus Resume when the owner paused it (a review team's pause is theirs to undo).
    facts = deliveredFacts(t, c);
    const call = c.actions?.resume
      ? {
          iconType: 'play',
          label: t('dash.card.resumeName', { name: c.name }),
          text: t('dash.card.resume'),
          pending: resume.isPending,
          onClick: () => resume.mutate(c.id),
        }
      : undefined;
    // Worded by code: the service's English sentence (`resumeBlocked`) is for API callers.
    blocked = c.actions?.resumeBlockedBy ? t(`dash.card.resumeBlocked.${c.actions.resumeBlockedBy}`) : null;
    actions = (
      <CardActions label={t('dash.card.edit')} iconType="pencil" onClick={details} call={call} icon={duplicateIcon} />
    );
  } else if (c.status === 'scheduled') {
    // The day it starts, as the details page prints it; "TBD" only for an old list answer without it.
    facts = [
      {
        title: t('dash.card.startDate'),
        description: c.startDate ? formatKarachiDate(c.startDate) : t('dash.card.tbd'),
      },
    ];
    if (!c.quote)
      facts.push({ title: t('dash.card.budget'), description: '-' }, { title: t('dash.card.reach'), description: '-' });
    actions = <CardActions label={t('dash.card.details')} onClick={details} />;
  } else if (c.status === 'draft') {
    facts = [
      { title: t('dash.card.created'), description: formatTimeAgo(c.createdAt) },
      { title: t('dash.card.status'), description: t('dash.card.incomplete') },
    ];
    const icon = {
      iconType: 'trash',
      color: 'danger' as const,
      label: t('dash.card.deleteName', { name: c.name }),
      pending: remove.isPending,
      onClick: () => setConfirming(true),
    };
    actions = (
      <CardActions
        label={t('dash.card.continue')}
        fill
        onClick={() => navigate(`/campaigns/new?continue=${c.id}`)}
        icon={icon}
      />
    );
  } else if (c.status === 'completed') {
    facts = completedFacts(t, c);
    actions = <CardActions label={t('dash.card.edit')} iconType="pencil" onClick={details} icon={duplicateIcon} />;
  } else {
    actions = <CardActions label={t('dash.card.edit')} iconType="pencil" onClick={details} icon={duplicateIcon} />;
  }
  if (c.quote && c.status !== 'completed') facts = [...facts, ...quoteFacts(t, c.quote)];
  // Drafts show the wizard steps they have completed (svc-campaigns, from the wizard's own step rules); live
  // campaigns the share of booked impressions delivered.
  const showProgress = c.status === 'live' || c.status === 'paused' || c.status === 'draft';

  return (
    <EuiCard
      textAlign="left"
      title={c.name || t('dash.card.untitled')}
      titleSize="xs"
      data-testid="campaign-card"
      data-status={c.status}
      footer={
        <EuiFlexGroup gutterSize="s" responsive={false} alignItems="center">
          {actions}
        </EuiFlexGroup>
      }
    >
      <EuiFlexGroup gutterSize="xs" wrap responsive={false}>
        <EuiFlexItem grow={false}>
          <StatusBadge status={c.status} />
        </EuiFlexItem>
        {c.objective && (
          <EuiFlexItem grow={false}>
            <EuiBadge color="hollow">{labels.objective(c.objective)}</EuiBadge>
          </EuiFlexItem>
        )}
      </EuiFlexGroup>
      <EuiSpacer size="s" />
      {facts.length > 0 && <EuiDescriptionList compressed type="column" listItems={facts} />}
      {showProgress && (
        <>
          <EuiSpacer size="s" />
          <EuiProgress
            value={c.progress}
            max={100}
            size="s"
            color={c.status === 'live' ? 'success' : 'subdued'}
            label={t('dash.card.progress')}
            valueText={c.status === 'draft' ? draftStepsText(t, c.progress) : formatPercent(c.progress / 100)}
          />
        </>
      )}
      {c.status === 'live' && <CardPacing campaignId={c.id} />}
      {blocked && (
        <>
          <EuiSpacer size="s" />
          <EuiText size="xs" color="subdued">
            <p>{blocked}</p>
          </EuiText>
        </>
      )}
      {failure && (
        <>
          <EuiSpacer size="s" />
          <EuiCallOut size="s" color="danger" iconType="error" title={failure} role="alert" />
        </>
      )}
      {confirming && (
        <EuiConfirmModal
          title={t('dash.card.deleteTitle')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(c.id);
          }}
          cancelButtonText={t('dash.common.cancel')}
          confirmButtonText={t('dash.common.delete')}
          buttonColor="danger"
        >
          <p>{t('dash.card.deleteConfirm')}</p>
        </EuiConfirmModal>
      )}
    </EuiCard>
  );
}
