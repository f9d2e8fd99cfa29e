import { EuiFieldText, EuiFormRow, EuiHorizontalRule, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import type { WizardStepProps } from '../../../draft/wizard-types';
import { AudienceTargeting } from '../../../components/AudienceTargeting/AudienceTargeting';
import { ScheduleSection } from './ScheduleSection/ScheduleSection';
import { EstimateBar } from './EstimateBar/EstimateBar';
import { step1MissingText } from '../step-rules';
import { useWizT } from '../../../messages';

const LOCKED_FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 };

/** Step 1, Audience & Schedule (spec §2 Campaign Setup): audience targeting with the map, then the schedule. */
export function AudienceStep({ draft, update, locked = {} }: WizardStepProps) {
  // A paid campaign (issue 28): its name stays editable, its audience and schedule are shown but disabled.
  const audienceLocked = !!locked.cities;
  const scheduleLocked = !!locked.timeSlots;
  const t = useWizT();
  return (
    <>
      <EuiSpacer size="m" />
      <EuiPanel hasBorder paddingSize="m">
        <EuiTitle size="s">
          <h2>{t('wiz.audience.title')}</h2>
        </EuiTitle>
        <EuiSpacer size="s" />
        {audienceLocked && (
          <EuiFormRow label={t('wiz.audience.nameRequired')} fullWidth>
            <EuiFieldText
              fullWidth
              value={draft.name}
              maxLength={200}
              disabled={!!locked.name}
              onChange={(e) => update({ name: e.target.value })}
            />
          </EuiFormRow>
        )}
        <fieldset disabled={audienceLocked} data-testid="audience-fieldset" style={LOCKED_FIELDSET}>
          <AudienceTargeting draft={draft} update={update} required hideName={audienceLocked} />
        </fieldset>
      </EuiPanel>
      <EuiHorizontalRule margin="m" />
      <EuiPanel hasBorder paddingSize="m">
        <fieldset disabled={scheduleLocked} data-testid="schedule-fieldset" style={LOCKED_FIELDSET}>
          <ScheduleSection draft={draft} update={update} />
        </fieldset>
      </EuiPanel>
      <EstimateBar draft={draft} missing={step1MissingText(draft, t)} />
    </>
  );
}
