import { EuiFieldText, EuiFormRow, EuiHorizontalRule, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import type { WizardStepProps } from '../../../draft/wizard-types';
import { AudienceTargeting } from '../../../components/AudienceTargeting/AudienceTargeting';
import { ScheduleSection } from './ScheduleSection/ScheduleSection';
import { EstimateBar } from './EstimateBar/EstimateBar';
import { step1MissingText } from '../step-rules';
import { useWizT } from '../../../messages';

const FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 };
/**
 * A locked section must look locked, not only refuse clicks: EUI draws its buttons, chips and sliders from their own
 * props, so a disabled fieldset alone left them looking active. Faded, a not-allowed cursor, and `inert` so neither
 * the map nor the keyboard reaches anything inside.
 */
const lockedProps = (locked: boolean) =>
  locked
    ? { disabled: true, 'aria-disabled': true, inert: '', style: { ...FIELDSET, opacity: 0.55, cursor: 'not-allowed' } }
    : { style: FIELDSET };

/** Step 1, Audience & Schedule (spec §2 Campaign Setup): audience targeting with the map, then the schedule. */
export function AudienceStep({ draft, update, locked = {} }: WizardStepProps) {
  // A paid campaign: its name stays editable, its audience and schedule are shown but disabled.
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
        <fieldset {...lockedProps(audienceLocked)} data-testid="audience-fieldset">
          <AudienceTargeting draft={draft} update={update} required hideName={audienceLocked} />
        </fieldset>
      </EuiPanel>
      <EuiHorizontalRule margin="m" />
      <EuiPanel hasBorder paddingSize="m">
        <fieldset {...lockedProps(scheduleLocked)} data-testid="schedule-fieldset">
          <ScheduleSection draft={draft} update={update} />
        </fieldset>
      </EuiPanel>
      <EstimateBar draft={draft} missing={step1MissingText(draft, t)} />
    </>
  );
}
