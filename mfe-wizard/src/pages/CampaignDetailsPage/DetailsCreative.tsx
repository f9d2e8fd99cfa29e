import { EuiCallOut, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { formatKarachiDateTime, isolate, useLabels } from '@rbt/web-kit';
import { audioIdOf, type CampaignDetail } from '@rbt/contracts';
import { useWizT, type WizMessageId } from '../../messages';
import { useNames } from '../../messages/reference';

// Who moved the campaign (the contract's four values), said in the page's language.
const BY: Record<string, WizMessageId> = {
  you: 'wiz.details.by.you',
  'review team': 'wiz.details.by.review',
  schedule: 'wiz.details.by.schedule',
  'capacity check': 'wiz.details.by.capacity',
};

/** The ad that plays (and a new one waiting for review), then how the campaign got where it is. */
export function DetailsCreative({ campaign: c }: { campaign: CampaignDetail }) {
  const t = useWizT();
  const names = useNames();
  const labels = useLabels();
  // The service's own reasons by code; an admin's typed words as written, isolated in a right-to-left line.
  const reasonText = (h: CampaignDetail['statusHistory'][number]) => {
    if (h.reasonCode) return t('wiz.details.historyReason', { reason: t(`wiz.details.reason.${h.reasonCode}`) });
    return h.reason ? t('wiz.details.historyReason', { reason: isolate(h.reason) }) : '';
  };
  return (
    <>
      <EuiPanel hasBorder data-testid="details-creative">
        <EuiTitle size="xs">
          <h3>{t('wiz.details.creativeTitle', { creative: names.creative(c) })}</h3>
        </EuiTitle>
        {c.ttsConfig?.script && <p lang={c.ttsConfig.language === 'urdu' ? 'ur' : undefined}>{c.ttsConfig.script}</p>}
        {audioIdOf(c.audioUrl) ? (
          <audio controls src={c.audioUrl ?? undefined} data-testid="details-player" />
        ) : (
          <p>{t('wiz.details.noAudio')}</p>
        )}
        {c.pendingCreative && (
          <EuiCallOut color="primary" size="s" title={t('wiz.details.pendingTitle')} data-testid="pending-creative">
            {t('wiz.details.pendingText')}
          </EuiCallOut>
        )}
      </EuiPanel>
      <EuiSpacer size="m" />
      <EuiPanel hasBorder data-testid="details-timeline">
        <EuiTitle size="xs">
          <h3>{t('wiz.details.historyTitle')}</h3>
        </EuiTitle>
        {c.statusHistory.length === 0 ? (
          <p>{t('wiz.details.noHistory', { at: formatKarachiDateTime(c.createdAt) })}</p>
        ) : (
          <ol>
            {c.statusHistory.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                {t('wiz.details.historyLine', {
                  at: formatKarachiDateTime(h.at),
                  move: h.from
                    ? t('wiz.details.historyMove', { from: labels.status(h.from), to: labels.status(h.to) })
                    : labels.status(h.to),
                  by: h.by ? t('wiz.details.historyBy', { who: BY[h.by] ? t(BY[h.by]!) : h.by }) : '',
                  reason: reasonText(h),
                })}
              </li>
            ))}
          </ol>
        )}
      </EuiPanel>
    </>
  );
}
