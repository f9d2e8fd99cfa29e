import { EuiHorizontalRule, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import type { WizardStepProps } from '../../wizard/types';
import { AudienceTargeting } from './AudienceTargeting/AudienceTargeting';
import { ScheduleSection } from './ScheduleSection/ScheduleSection';
import { EstimateBar } from './EstimateBar/EstimateBar';
import { step1Missing } from '../../wizard/step-rules';

/** Step 1, Audience & Schedule (spec §2 Campaign Setup): audience targeting with the map, then the schedule. */
export function AudienceStep({ draft, update }: WizardStepProps) {
  return (
    <>
      <EuiSpacer size="m" />
      <EuiPanel hasBorder paddingSize="m">
        <EuiTitle size="s">
          <h2>Audience Targeting</h2>
        </EuiTitle>
        <EuiSpacer size="s" />
        <AudienceTargeting draft={draft} update={update} required />
      </EuiPanel>
      <EuiHorizontalRule margin="m" />
      <EuiPanel hasBorder paddingSize="m">
        <ScheduleSection draft={draft} update={update} />
      </EuiPanel>
      <EstimateBar draft={draft} missing={step1Missing(draft)} />
    </>
  );
}
