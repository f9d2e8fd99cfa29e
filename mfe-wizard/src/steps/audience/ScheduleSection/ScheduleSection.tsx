import { useState } from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiSpacer,
  EuiTitle,
} from '@elastic/eui';
import { firstBookableDay, START_IN_PAST, startsInPast, type CampaignDraftPatch } from '@rbt/contracts';
import type { WizardDraft } from '../../../wizard/types';
import { discountNote, presetDates, PRESETS, type PresetId } from '../schedule-presets';
import { TimeSlotGrid } from './TimeSlotGrid';
import { useSlotAvailability } from '../../../api/capacity';
import { FrequencyCapRange } from '../FrequencyCapRange/FrequencyCapRange';

export interface ScheduleSectionProps {
  draft: WizardDraft;
  update(patch: CampaignDraftPatch): void;
}

/** Campaign Schedule (spec §2): presets, dates, the slot grid, the discount note and the frequency cap. */
export function ScheduleSection({ draft, update }: ScheduleSectionProps) {
  const [preset, setPreset] = useState<PresetId>('custom');
  const availability = useSlotAvailability(draft);
  const choosePreset = (id: string) => {
    setPreset(id as PresetId);
    const dates = presetDates(id as PresetId);
    if (dates) update(dates);
  };
  const setDate = (field: 'startDate' | 'endDate', value: string) => {
    setPreset('custom');
    update({ [field]: value || null });
  };
  const endBeforeStart = !!draft.startDate && !!draft.endDate && draft.endDate < draft.startDate;
  // Karachi's calendar decides, whatever the browser's time zone (the server judges with the same helper).
  const pastStart = startsInPast(draft.startDate);
  return (
    <section aria-labelledby="schedule-title">
      <EuiTitle size="s">
        <h2 id="schedule-title">Campaign Schedule</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiFormRow label="Duration" fullWidth>
        {/* Buttons that wrap rather than a button group, which truncated the labels on phones. */}
        <EuiFlexGroup gutterSize="s" wrap responsive={false} role="group" aria-label="Duration">
          {PRESETS.map((p) => (
            <EuiFlexItem grow={false} key={p.id}>
              <EuiButton
                size="s"
                minWidth={0}
                fill={preset === p.id}
                isSelected={preset === p.id}
                onClick={() => choosePreset(p.id)}
              >
                {p.label}
              </EuiButton>
            </EuiFlexItem>
          ))}
        </EuiFlexGroup>
      </EuiFormRow>
      <EuiFlexGroup gutterSize="m" responsive={false}>
        <EuiFlexItem>
          <EuiFormRow label="Start date" isInvalid={pastStart} error={START_IN_PAST}>
            <EuiFieldText
              type="date"
              min={firstBookableDay()}
              value={draft.startDate ?? ''}
              isInvalid={pastStart}
              onChange={(e) => setDate('startDate', e.target.value)}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem>
          <EuiFormRow label="End date" isInvalid={endBeforeStart} error="End date must not be before the start date">
            <EuiFieldText
              type="date"
              value={draft.endDate ?? ''}
              isInvalid={endBeforeStart}
              onChange={(e) => setDate('endDate', e.target.value)}
            />
          </EuiFormRow>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      <EuiFormRow
        label="Time slots"
        fullWidth
        helpText="Price per play before fee and VAT for your audience if only that slot ran; the campaign pays the average over the slots you pick. Prime time is 6 PM to 10 PM."
      >
        <TimeSlotGrid
          selected={draft.timeSlots}
          availability={availability}
          onChange={(timeSlots) => update({ timeSlots })}
          pricing={{
            cities: draft.cities,
            deviceType: draft.deviceType,
            valueTier: draft.valueTier,
            freqCapPerDay: draft.freqCapPerDay,
          }}
        />
      </EuiFormRow>
      <EuiSpacer size="s" />
      <EuiCallOut size="s" iconType="tag" title={discountNote(draft.freqCapPerDay)} data-testid="discount-note" />
      <EuiSpacer size="m" />
      <FrequencyCapRange value={draft.freqCapPerDay} onChange={(freqCapPerDay) => update({ freqCapPerDay })} />
    </section>
  );
}
