import { EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSelect } from '@elastic/eui';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { VALUE_TIERS } from '@rbt/pricing';
import type { WizardDraft } from '../../../draft/wizard-types';

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

/** The three selects, one row each: the same select writes its own draft field. */
const FILTERS = [
  { field: 'gender', label: 'Gender', options: GENDERS },
  { field: 'deviceType', label: 'Device Type', options: DEVICES },
  { field: 'valueTier', label: 'Value Tier', options: TIERS },
] as const;

/** Gender, device type and value tier (spec §2); they filter the audience of every city. */
export function AudienceFilters({ draft, update }: AudienceFiltersProps) {
  return (
    <EuiFlexGroup gutterSize="m">
      {FILTERS.map(({ field, label, options }) => (
        <EuiFlexItem key={field}>
          <EuiFormRow label={label}>
            <EuiSelect
              options={options}
              value={draft[field]}
              onChange={(e) => update({ [field]: e.target.value } as CampaignDraftPatch)}
            />
          </EuiFormRow>
        </EuiFlexItem>
      ))}
    </EuiFlexGroup>
  );
}
