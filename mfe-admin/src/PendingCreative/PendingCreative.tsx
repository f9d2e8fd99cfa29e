import { useState } from 'react';
import {
  EuiBasicTable,
  EuiButton,
  EuiCallOut,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { apiErrorDetail, formatKarachiDateTime } from '@rbt/web-kit';
import { audioIdOf, type CampaignDetail } from '@rbt/contracts';
import { useDecidePendingCreative } from '../api/pending-creative';
import { comparisonRows, lacksNewAudio } from './creative-rows';
import { RejectModal } from '../RejectModal/RejectModal';
import { useAdminT } from '../messages';

/**
 * A running campaign's new ad waiting for review, beside the one that plays: approve puts it in place
 * at once; reject (with a reason) keeps the current one. Decisions name the version seen (savedAt).
 */
export function PendingCreative({ campaign }: { campaign: CampaignDetail }) {
  const t = useAdminT();
  const pending = campaign.pendingCreative;
  const decide = useDecidePendingCreative();
  const [rejecting, setRejecting] = useState(false);
  if (!pending) return null;
  const noAudio = lacksNewAudio(campaign, pending);
  const columns = [
    { field: 'label', name: '' },
    { field: 'current', name: t('admin.pending.current') },
    { field: 'next', name: t('admin.pending.next') },
  ];
  const send = (decision: 'approve' | 'reject', reason?: string) =>
    decide.mutate(
      { id: campaign.id, decision, savedAt: pending.submittedAt, reason },
      { onSuccess: () => setRejecting(false) },
    );
  return (
    <EuiPanel color="warning" paddingSize="m" data-testid="pending-creative">
      <EuiTitle size="xs">
        <h3>{t('admin.pending.title')}</h3>
      </EuiTitle>
      <EuiText size="s">
        <p>{t('admin.pending.sent', { at: formatKarachiDateTime(pending.submittedAt) })}</p>
      </EuiText>
      <EuiSpacer size="s" />
      <EuiBasicTable
        tableCaption={t('admin.pending.caption')}
        items={comparisonRows(t, campaign, pending)}
        columns={columns}
        rowHeader="label"
      />
      <EuiSpacer size="s" />
      {audioIdOf(pending.audioUrl) && !noAudio ? (
        <audio
          controls
          preload="none"
          src={pending.audioUrl ?? undefined}
          aria-label={t('admin.pending.player')}
          data-testid="pending-creative-player"
          style={{ width: '100%' }}
        />
      ) : (
        <EuiText size="s" color="danger" data-testid="pending-creative-no-audio">
          <p>{t('admin.pending.noAudio')}</p>
        </EuiText>
      )}
      {decide.isError && (
        <>
          <EuiSpacer size="s" />
          <EuiCallOut color="danger" iconType="error" title={t('admin.pending.notSaved')} size="s">
            {apiErrorDetail(decide.error)}
          </EuiCallOut>
        </>
      )}
      <EuiSpacer size="s" />
      <EuiFlexGroup gutterSize="s" justifyContent="flexEnd" responsive={false} wrap>
        <EuiFlexItem grow={false}>
          <EuiButton size="s" color="danger" onClick={() => setRejecting(true)} isDisabled={decide.isPending}>
            {t('admin.pending.reject')}
          </EuiButton>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton
            size="s"
            fill
            color="success"
            iconType="check"
            isDisabled={noAudio}
            isLoading={decide.isPending && !rejecting}
            onClick={() => send('approve')}
          >
            {t('admin.pending.approve')}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      {rejecting && (
        <RejectModal
          campaignName={campaign.name}
          words={{
            title: t('admin.pending.rejectTitle'),
            confirm: t('admin.pending.reject'),
            help: t('admin.pending.reasonHelp'),
            required: t('admin.pending.reasonRequired'),
          }}
          isLoading={decide.isPending}
          onCancel={() => setRejecting(false)}
          onConfirm={(reason) => send('reject', reason)}
        />
      )}
    </EuiPanel>
  );
}
