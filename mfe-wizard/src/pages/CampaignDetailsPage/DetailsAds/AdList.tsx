import {
  EuiBadge,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSpacer,
  EuiText,
  type EuiBadgeProps,
} from '@elastic/eui';
import { apiErrorMessage, formatPercent, isolate } from '@rbt/web-kit';
import {
  audioIdOf,
  isActiveCreative,
  WEIGHTS_TOTAL,
  type CampaignCreative,
  type CampaignCreatives,
  type CreativeReview,
} from '@rbt/contracts';
import { useRemoveCreative } from '../../../api/creatives';
import { useWizT, type WizT } from '../../../messages';
import { offerWords } from '../../WizardPage/CreativeStep/ResponseOffer/ResponseOffer';

const REVIEW_COLOUR: Record<CreativeReview, EuiBadgeProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** How this ad takes its turn: its share of the plays by weight, or its place in the sequence. */
function turnOf(t: WizT, view: CampaignCreatives, c: CampaignCreative): string | null {
  if (!isActiveCreative(c)) return null;
  if (view.rotation === 'weighted' && c.weight !== null)
    return t('wiz.ads.weight', { weight: formatPercent(c.weight / WEIGHTS_TOTAL) });
  if (view.rotation === 'sequence')
    return t('wiz.ads.order', { n: view.creatives.filter(isActiveCreative).indexOf(c) + 1 });
  return null;
}

function AdRow({
  c,
  view,
  onRemove,
  busy,
}: {
  c: CampaignCreative;
  view: CampaignCreatives;
  onRemove?: () => void;
  busy: boolean;
}) {
  const t = useWizT();
  const turn = turnOf(t, view, c);
  return (
    <EuiPanel hasBorder paddingSize="s" data-testid={`ad-${c.ordinal}`} color={c.removed ? 'subdued' : 'plain'}>
      <EuiFlexGroup gutterSize="s" alignItems="center" wrap responsive={false}>
        <EuiFlexItem grow={false}>
          <strong>{t('wiz.adResults.adN', { n: c.ordinal })}</strong>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          {c.removed ? (
            <EuiBadge color="default">{t('wiz.ads.removed')}</EuiBadge>
          ) : (
            <EuiBadge color={REVIEW_COLOUR[c.review]}>{t(`wiz.ads.review.${c.review}`)}</EuiBadge>
          )}
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiText size="s">
            <span>{c.language ? t(`wiz.tts.lang.${c.language}`) : t('wiz.ads.noLanguage')}</span>
          </EuiText>
        </EuiFlexItem>
        {turn && (
          <EuiFlexItem grow={false}>
            <EuiText size="s" data-testid="ad-turn">
              <span>{turn}</span>
            </EuiText>
          </EuiFlexItem>
        )}
        {onRemove && (
          <EuiFlexItem grow={false} style={{ marginInlineStart: 'auto' }}>
            <EuiButtonEmpty size="s" color="danger" iconType="trash" onClick={onRemove} isLoading={busy}>
              {t('wiz.ads.remove', { n: c.ordinal })}
            </EuiButtonEmpty>
          </EuiFlexItem>
        )}
      </EuiFlexGroup>
      {/* Each ad's own offer (docs/creatives.md): what a caller who presses 1 after this ad gets. */}
      <EuiText size="s" data-testid="ad-response">
        <p>
          {t(c.responseFromCampaign ? 'wiz.ads.press1FromCampaign' : 'wiz.ads.press1', {
            offer: offerWords(t, c.response),
          })}
        </p>
      </EuiText>
      {c.review === 'rejected' && c.rejectionReason && (
        <EuiText size="s" color="danger">
          <p>{t('wiz.ads.rejectedBecause', { reason: isolate(c.rejectionReason) })}</p>
        </EuiText>
      )}
      {audioIdOf(c.audioUrl) && !c.removed && (
        <>
          <EuiSpacer size="xs" />
          <audio
            controls
            preload="none"
            src={c.audioUrl ?? undefined}
            aria-label={t('wiz.ads.listen', { n: c.ordinal })}
            style={{ width: '100%', maxWidth: 420 }}
          />
        </>
      )}
    </EuiPanel>
  );
}

/** Every ad of the campaign, removed ones too (their results stay); an added ad can be removed while it may change. */
export function AdList({
  campaignId,
  view,
  canChange,
}: {
  campaignId: string;
  view: CampaignCreatives;
  canChange: boolean;
}) {
  const t = useWizT();
  const remove = useRemoveCreative(campaignId);
  return (
    <div data-testid="ad-list">
      {view.creatives.map((c) => (
        <div key={c.id} style={{ marginBlockEnd: 8 }}>
          <AdRow
            c={c}
            view={view}
            busy={remove.isPending && remove.variables === c.id}
            onRemove={canChange && !c.primary && !c.removed ? () => remove.mutate(c.id) : undefined}
          />
        </div>
      ))}
      {remove.isError && (
        <EuiCallOut color="danger" size="s" title={t('wiz.ads.removeFailed')}>
          {apiErrorMessage(remove.error)}
        </EuiCallOut>
      )}
    </div>
  );
}
