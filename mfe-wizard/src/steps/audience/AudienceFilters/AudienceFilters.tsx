import { EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSelect } from '@elastic/eui';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { VALUE_TIERS } from '@rbt/pricing';
import type { WizardDraft } from '../../../wizard/types';

const GENDERS = [
  { value: 'all', text: 'All' },
  { value: 'male', text: 'Male' },
  { value: 'female', text: 'Female' },
];
const DEVICES = [
  { value: 'all', text: 'All' },
  { value: 'smartphone', text: 'Smartphone' },
  { value: 'nonSmartphone', text: 'Feature Phone' },
];
const TIERS = VALUE_TIERS.map((t) => ({ value: t.id, text: t.id === 'all' ? 'All' : t.label }));

export interface AudienceFiltersProps {
  draft: WizardDraft;
  update(patch: CampaignDraftPatch): void;
}

/** Gender, device type and value tier (spec §2); they filter the audience of every city. */
export function AudienceFilters({ draft, update }: AudienceFiltersProps) {
  return (
    <EuiFlexGroup gutterSize="m">
      <EuiFlexItem>
        <EuiFormRow label="Gender">
          <EuiSelect
            options={GENDERS}
            value={draft.gender}
            onChange={(e) => update({ gender: e.target.value as WizardDraft['gender'] })}
          />
        </EuiFormRow>
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiFormRow label="Device Type">
          <EuiSelect
            options={DEVICES}
            value={draft.deviceType}
            onChange={(e) => update({ deviceType: e.target.value as WizardDraft['deviceType'] })}
          />
        </EuiFormRow>
      </EuiFlexItem>
      <EuiFlexItem>
        <EuiFormRow label="Value Tier">
          <EuiSelect
            options={TIERS}
            value={draft.valueTier}
            onChange={(e) => update({ valueTier: e.target.value as WizardDraft['valueTier'] })}
          />
        </EuiFormRow>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
}
