import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EuiButton, EuiFlexGroup, EuiFlexItem, EuiPanel, EuiSpacer, EuiText } from '@elastic/eui';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { PageFrame, useSingleToast } from '@rbt/web-kit';
import { createCampaign } from '../../api/campaigns';
import { AudienceTargeting } from '../../components/AudienceTargeting/AudienceTargeting';
import { FrequencyCapRange } from '../../components/FrequencyCapRange/FrequencyCapRange';
import { withDefaults } from '../../draft/default-draft';
import type { WizardDraft } from '../../draft/wizard-types';
import { saveErrorText } from '../../draft/save-error';
import { useWizT } from '../../messages';

/** Spec §3: the standalone standard-targeting page starts with a frequency cap of 3 (the wizard with 2). */
export const STANDARD_FREQ_CAP = 3;

/**
 * /standard-targeting: cities and audience filters; Save and Continue posts the full draft and opens it on step 1,
 * where the dates and slots this page does not ask for are given (it skipped to Creative without them).
 */
export function StandardTargetingPage() {
  const t = useWizT();
  const navigate = useNavigate();
  const { notify, toastList } = useSingleToast({ atTop: true });
  const [draft, setDraft] = useState<WizardDraft>(() => withDefaults({ freqCapPerDay: STANDARD_FREQ_CAP }));
  const [busy, setBusy] = useState(false);
  const update = useCallback((patch: CampaignDraftPatch) => setDraft((d) => ({ ...d, ...patch }) as WizardDraft), []);

  const save = async () => {
    setBusy(true);
    try {
      const id = await createCampaign(draft);
      navigate(`/campaigns/new?continue=${encodeURIComponent(id)}&step=1`);
    } catch (e) {
      setBusy(false);
      notify({ title: t('wiz.common.error'), text: saveErrorText(e, t), color: 'danger' });
    }
  };
  return (
    <PageFrame title={t('wiz.choice.standard')}>
      <EuiPanel hasBorder paddingSize="m">
        <AudienceTargeting
          draft={draft}
          update={update}
          beforeMap={
            <FrequencyCapRange value={draft.freqCapPerDay} onChange={(freqCapPerDay) => update({ freqCapPerDay })} />
          }
        />
      </EuiPanel>
      <EuiSpacer size="m" />
      {/* wrap: at 390 px the hint and the button do not fit on one line (the page scrolled sideways). */}
      <EuiFlexGroup justifyContent="flexEnd" alignItems="center" responsive={false} wrap gutterSize="m">
        {draft.cities.length === 0 && (
          <EuiFlexItem grow={false}>
            <EuiText size="xs" color="subdued">
              <p>{t('wiz.standard.needCity')}</p>
            </EuiText>
          </EuiFlexItem>
        )}
        <EuiFlexItem grow={false}>
          <EuiButton
            fill
            iconType="chevronSingleRight"
            iconSide="right"
            isDisabled={draft.cities.length === 0}
            isLoading={busy}
            onClick={save}
          >
            {t('wiz.standard.save')}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      {toastList}
    </PageFrame>
  );
}
