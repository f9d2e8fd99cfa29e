import { EuiFlexGrid, EuiFlexItem } from '@elastic/eui';
import { SummaryPanel } from '../../../../components/SummaryPanel/SummaryPanel';
import type { WizardDraft } from '../../../../draft/wizard-types';
import {
  creativeLabel,
  DEVICE_LABELS,
  GENDER_LABELS,
  cityList,
  inclusiveDays,
  objectiveLabel,
  slotRange,
  tierLabel,
} from '../../../../draft/draft-labels';

/** "06:00-07:00, 07:00-08:00 … +3 more" (spec §2: the first 6 slots as hour ranges plus a more-count). */
export function slotSummary(slots: readonly string[]): string {
  if (slots.length === 0) return 'None';
  const first = [...slots].sort().slice(0, 6).map(slotRange).join(', ');
  return slots.length > 6 ? `${first} +${slots.length - 6} more` : first;
}

/** Spec §2 step 3: campaign details, targeting summary and schedule (the draft's own values). */
export function ReviewSections({ draft }: { draft: WizardDraft }) {
  const days = inclusiveDays(draft);
  return (
    <EuiFlexGrid columns={3} gutterSize="m" responsive>
      <EuiFlexItem>
        <SummaryPanel
          testId="review-details"
          title="Campaign Details"
          items={[
            { title: 'Name', description: draft.name.trim() || 'Untitled Campaign' },
            { title: 'Objective', description: objectiveLabel(draft.objective) },
            { title: 'Creative', description: creativeLabel(draft) },
          ]}
        />
      </EuiFlexItem>
      <EuiFlexItem>
        <SummaryPanel
          testId="review-targeting"
          title="Targeting Summary"
          items={[
            { title: `Cities (${draft.cities.length})`, description: cityList(draft.cities) },
            { title: 'Gender', description: GENDER_LABELS[draft.gender] },
            { title: 'Value tier', description: tierLabel(draft.valueTier) },
            { title: 'Device type', description: DEVICE_LABELS[draft.deviceType] },
            { title: 'Frequency cap', description: `${draft.freqCapPerDay} per day` },
            { title: 'Time slots', description: String(draft.timeSlots.length) },
            { title: 'Days', description: String(days) },
          ]}
        />
      </EuiFlexItem>
      <EuiFlexItem>
        <SummaryPanel
          testId="review-schedule"
          title="Schedule"
          items={[
            { title: 'Start date', description: draft.startDate ?? 'Not set' },
            { title: 'End date', description: draft.endDate ?? 'Not set' },
            { title: 'Timezone', description: draft.timezone || 'Asia/Karachi' },
            { title: 'Time slots', description: slotSummary(draft.timeSlots) },
          ]}
        />
      </EuiFlexItem>
    </EuiFlexGrid>
  );
}
