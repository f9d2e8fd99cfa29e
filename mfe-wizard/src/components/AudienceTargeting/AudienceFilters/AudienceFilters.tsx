import { EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSelect } from '@elastic/eui';
import type { CampaignDraftPatch } from '@rbt/contracts';
import { VALUE_TIERS } from '@rbt/pricing';
import type { WizardDraft } from '../../../draft/wizard-types';
import { useWizT, type WizMessageId } from '../../../messages';
import { useNames } from '../../../messages/reference';

export interface AudienceFiltersProps {
  draft: WizardDraft;
  update(patch: CampaignDraftPatch): void;
}

/** The three selects, one row each: the same select writes its own draft field. */
const FILTERS = [
  { field: 'gender', label: 'wiz.filter.gender', values: ['all', 'male', 'female'] },
  { field: 'deviceType', label: 'wiz.filter.device', values: ['all', 'smartphone', 'nonSmartphone'] },
  { field: 'valueTier', label: 'wiz.filter.tier', values: VALUE_TIERS.map((t) => t.id) },
] as const satisfies readonly { field: string; label: WizMessageId; values: readonly string[] }[];

/** Gender, device type and value tier (spec §2); they filter the audience of every city. */
export function AudienceFilters({ draft, update }: AudienceFiltersProps) {
  const t = useWizT();
  const names = useNames();
  const text = (field: (typeof FILTERS)[number]['field'], value: string): string => {
    if (value === 'all') return t('wiz.filter.all');
    if (field === 'gender') return names.gender(value as WizardDraft['gender']);
    if (field === 'deviceType') return names.device(value as WizardDraft['deviceType']);
    return names.tier(value);
  };
  return (
    <EuiFlexGroup gutterSize="m">
      {FILTERS.map(({ field, label, values }) => (
        <EuiFlexItem key={field}>
          <EuiFormRow label={t(label)}>
            <EuiSelect
              options={values.map((value) => ({ value, text: text(field, value) }))}
              value={draft[field]}
              onChange={(e) => update({ [field]: e.target.value } as CampaignDraftPatch)}
            />
          </EuiFormRow>
        </EuiFlexItem>
      ))}
    </EuiFlexGroup>
  );
}
