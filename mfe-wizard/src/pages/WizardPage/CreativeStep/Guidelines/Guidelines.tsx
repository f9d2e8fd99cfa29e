import { EuiCallOut, EuiDescriptionList, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { useWizT } from '../../../../messages';

/** Spec §2 side panel "Audio Guidelines" with its Quality Check note. */
export function Guidelines() {
  const t = useWizT();
  return (
    <EuiPanel hasBorder color="subdued" data-testid="audio-guidelines">
      <EuiTitle size="xs">
        <h3>{t('wiz.guide.title')}</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiDescriptionList
        compressed
        listItems={[
          { title: t('wiz.guide.duration'), description: t('wiz.guide.durationText') },
          { title: t('wiz.guide.quality'), description: t('wiz.guide.qualityText') },
          { title: t('wiz.guide.languages'), description: t('wiz.guide.languagesText') },
          { title: t('wiz.guide.safety'), description: t('wiz.guide.safetyText') },
        ]}
      />
      <EuiSpacer size="m" />
      <EuiCallOut size="s" color="success" iconType="checkCircleFill" title={t('wiz.guide.checkTitle')}>
        <p>{t('wiz.guide.checkText')}</p>
      </EuiCallOut>
    </EuiPanel>
  );
}
