import { useState } from 'react';
import {
  EuiBadge,
  EuiButton,
  EuiCallOut,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
  type EuiBadgeProps,
} from '@elastic/eui';
import { apiErrorDetail, isolate, scriptTextProps } from '@rbt/web-kit';
import { audioIdOf, type CampaignCreative, type CreativeReview } from '@rbt/contracts';
import { useCampaignCreatives, useDecideAddedCreative } from '../api/creatives';
import { RejectModal } from '../RejectModal/RejectModal';
import { ResponseSection } from '../CampaignDrawer/ResponseSection';
import { useAdminT } from '../messages';

const REVIEW_COLOUR: Record<CreativeReview, EuiBadgeProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

function AddedAd({
  c,
  onApprove,
  onReject,
  busy,
}: {
  c: CampaignCreative;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
}) {
  const t = useAdminT();
  const playable = !!audioIdOf(c.audioUrl);
  return (
    <EuiPanel hasBorder paddingSize="s" data-testid={`added-creative-${c.ordinal}`}>
      <EuiFlexGroup gutterSize="s" alignItems="center" wrap responsive={false}>
        <EuiFlexItem grow={false}>
          <strong>{t('admin.added.adN', { n: c.ordinal })}</strong>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiBadge color={REVIEW_COLOUR[c.review]}>{t(`admin.added.review.${c.review}`)}</EuiBadge>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiText size="s">
            <span>{t(`admin.pending.method.${c.creativeType}`)}</span>
          </EuiText>
        </EuiFlexItem>
        {c.language && (
          <EuiFlexItem grow={false}>
            <EuiText size="s">
              <span>{t(`admin.pending.lang.${c.language}`)}</span>
            </EuiText>
          </EuiFlexItem>
        )}
      </EuiFlexGroup>
      {c.script && (
        <EuiText size="s">
          <blockquote data-testid="added-creative-script" {...scriptTextProps(c.script, c.language ?? undefined)}>
            {c.script}
          </blockquote>
        </EuiText>
      )}
      {playable ? (
        <audio
          controls
          preload="none"
          src={c.audioUrl ?? undefined}
          aria-label={t('admin.added.player', { n: c.ordinal })}
          style={{ width: '100%' }}
        />
      ) : (
        <EuiText size="s" color="danger">
          <p>{t('admin.added.noAudio')}</p>
        </EuiText>
      )}
      <ResponseSection response={c.response} fromCampaign={c.responseFromCampaign} />
      {c.review === 'rejected' && c.rejectionReason && (
        <EuiText size="s" color="danger">
          <p>{t('admin.added.rejectedBecause', { reason: isolate(c.rejectionReason) })}</p>
        </EuiText>
      )}
      {c.review === 'pending' && (
        <EuiFlexGroup gutterSize="s" justifyContent="flexEnd" responsive={false} wrap>
          <EuiButton size="s" color="danger" onClick={onReject} isDisabled={busy}>
            {t('admin.added.reject', { n: c.ordinal })}
          </EuiButton>
          <EuiButton
            size="s"
            fill
            color="success"
            iconType="check"
            onClick={onApprove}
            isDisabled={!playable}
            isLoading={busy}
          >
            {t('admin.added.approve', { n: c.ordinal })}
          </EuiButton>
        </EuiFlexGroup>
      )}
    </EuiPanel>
  );
}

/**
 * The ads an advertiser added to a campaign after its first (each reviewed on its own): the reviewer hears each,
 * reads its script and press-1 response, and approves it (it starts playing) or rejects it with a reason.
 */
export function AddedCreatives({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const t = useAdminT();
  const q = useCampaignCreatives(campaignId);
  const decide = useDecideAddedCreative(campaignId);
  const [rejecting, setRejecting] = useState<CampaignCreative | null>(null);
  const added = (q.data?.creatives ?? []).filter((c) => !c.primary && !c.removed);
  if (added.length === 0 && !q.isError) return null;
  return (
    <div data-testid="added-creatives">
      <EuiTitle size="xs">
        <h3>{t('admin.added.title')}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      {q.isError && <EuiCallOut color="danger" size="s" title={t('admin.added.loadFailed')} />}
      {added.map((c) => (
        <div key={c.id} style={{ marginBlockEnd: 8 }}>
          <AddedAd
            c={c}
            busy={decide.isPending && decide.variables?.creativeId === c.id}
            onApprove={() => decide.mutate({ creativeId: c.id, decision: 'approve' })}
            onReject={() => setRejecting(c)}
          />
        </div>
      ))}
      {decide.isError && (
        <EuiCallOut color="danger" iconType="error" size="s" title={t('admin.pending.notSaved')}>
          {apiErrorDetail(decide.error)}
        </EuiCallOut>
      )}
      {rejecting && (
        <RejectModal
          campaignName={campaignName}
          words={{
            title: t('admin.added.rejectTitle', { n: rejecting.ordinal }),
            confirm: t('admin.added.reject', { n: rejecting.ordinal }),
            help: t('admin.added.reasonHelp'),
            required: t('admin.added.reasonRequired'),
          }}
          isLoading={decide.isPending}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) =>
            decide.mutate(
              { creativeId: rejecting.id, decision: 'reject', reason },
              { onSuccess: () => setRejecting(null) },
            )
          }
        />
      )}
      <EuiSpacer />
    </div>
  );
}
