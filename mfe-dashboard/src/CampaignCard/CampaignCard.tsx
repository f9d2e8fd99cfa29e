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
import type { CampaignListItem, ListQuote } from '@rbt/contracts';
import { useDeleteCampaign, useDuplicateCampaign, usePauseCampaign, useResumeCampaign } from '../api/campaigns';
import { OBJECTIVE_LABEL } from '../format';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { CardActions } from './CardActions';
import {
  apiErrorText,
  formatCountCompact,
  formatKarachiDateTime,
  formatPercent,
  formatPkr,
  formatPkrPerPlay,
  formatTimeAgo,
} from '@rbt/web-kit';

export const DELETE_CONFIRM = 'Are you sure you want to delete this draft campaign? This action cannot be undone.';
export const DELETE_FAILED = 'Failed to delete campaign. Please try again.';

/** A draft's progress (the share of the wizard's 3 steps done) as the steps themselves, e.g. "1 of 3 steps". */
export const draftStepsText = (progress: number): string => `${Math.round((progress / 100) * 3)} of 3 steps`;

/** The locked quote, labelled as on every other screen (issue 15: one price, said what it is). */
function quoteFacts(q: ListQuote) {
  return [
    { title: 'Guaranteed plays', description: q.estImpressions.toLocaleString('en-PK') },
    { title: 'Per play (before fee and VAT)', description: formatPkrPerPlay(q.pricePerPlay) },
    { title: 'Total (with fee and VAT)', description: formatPkr(q.totalCost) },
  ];
}

/** What a running campaign delivered so far. */
const deliveredFacts = (c: CampaignListItem) => [
  { title: 'Impressions', description: formatCountCompact(c.impressions) },
  // To the paisa as on analytics and billing (issue 28: "PKR 25" here was "PKR 24.70" there).
  { title: 'Spend', description: formatPkr(c.spend) },
  // Issue 29: the figures say how fresh they are (the dashboard asks again every 5 s).
  { title: 'Last play counted', description: c.lastPlayAt ? formatKarachiDateTime(c.lastPlayAt) : 'None yet' },
];

/** Spec §2 campaign card: name, status and objective badges, then what the status calls for. */
export function CampaignCard({ campaign: c }: { campaign: CampaignListItem }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCampaign();
  const duplicate = useDuplicateCampaign();
  const pause = usePauseCampaign();
  const resume = useResumeCampaign();
  const details = () => navigate(`/campaigns/${c.id}`);
  const other = duplicate.error ?? pause.error ?? resume.error;
  const failure = remove.isError ? DELETE_FAILED : other ? apiErrorText(other) : undefined;

  const duplicateIcon = {
    iconType: 'copy',
    label: `Duplicate ${c.name}`,
    pending: duplicate.isPending,
    onClick: () => duplicate.mutate(c.id),
  };
  let facts: { title: string; description: string }[] = [];
  let actions: ReactNode = null;
  let blocked: string | null = null;
  if (c.status === 'live') {
    facts = deliveredFacts(c);
    // The service says whether the owner may pause now; older answers without actions: a live one may.
    const icon =
      (c.actions?.pause ?? true)
        ? { iconType: 'pause', label: `Pause ${c.name}`, pending: pause.isPending, onClick: () => pause.mutate(c.id) }
        : undefined;
    actions = <CardActions label="Details" onClick={details} icon={icon} />;
  } else if (c.status === 'paused') {
    // Spec §2's Edit and duplicate, plus Resume when the owner paused it (a review team's pause is theirs to undo).
    facts = deliveredFacts(c);
    const call = c.actions?.resume
      ? {
          iconType: 'play',
          label: `Resume ${c.name}`,
          text: 'Resume',
          pending: resume.isPending,
          onClick: () => resume.mutate(c.id),
        }
      : undefined;
    blocked = c.actions?.resumeBlocked ?? null;
    actions = <CardActions label="Edit" iconType="pencil" onClick={details} call={call} icon={duplicateIcon} />;
  } else if (c.status === 'scheduled') {
    facts = [{ title: 'Start date', description: 'TBD' }];
    if (!c.quote) facts.push({ title: 'Budget', description: '-' }, { title: 'Estimated reach', description: '-' });
    actions = <CardActions label="Details" onClick={details} />;
  } else if (c.status === 'draft') {
    facts = [
      { title: 'Created', description: formatTimeAgo(c.createdAt) },
      { title: 'Status', description: 'Incomplete' },
    ];
    const icon = {
      iconType: 'trash',
      color: 'danger' as const,
      label: `Delete ${c.name}`,
      pending: remove.isPending,
      onClick: () => setConfirming(true),
    };
    actions = (
      <CardActions label="Continue" fill onClick={() => navigate(`/campaigns/new?continue=${c.id}`)} icon={icon} />
    );
  } else {
    actions = <CardActions label="Edit" iconType="pencil" onClick={details} icon={duplicateIcon} />;
  }
  if (c.quote) facts = [...facts, ...quoteFacts(c.quote)];
  // Drafts show the wizard steps they have completed (svc-campaigns, from the wizard's own step rules); live
  // campaigns the share of booked impressions delivered.
  const showProgress = c.status === 'live' || c.status === 'paused' || c.status === 'draft';

  return (
    <EuiCard
      textAlign="left"
      title={c.name || 'Untitled Campaign'}
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
            <EuiBadge color="hollow">{OBJECTIVE_LABEL[c.objective]}</EuiBadge>
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
            label="Progress"
            valueText={c.status === 'draft' ? draftStepsText(c.progress) : formatPercent(c.progress / 100)}
          />
        </>
      )}
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
          title="Delete draft campaign"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(c.id);
          }}
          cancelButtonText="Cancel"
          confirmButtonText="Delete"
          buttonColor="danger"
        >
          <p>{DELETE_CONFIRM}</p>
        </EuiConfirmModal>
      )}
    </EuiCard>
  );
}
