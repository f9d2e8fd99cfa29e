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
import { firstBookableDay, startsInPast, type CampaignDraftPatch } from '@rbt/contracts';
import type { WizardDraft } from '../../../../draft/wizard-types';
import { discountNote, presetDates, presetOf, PRESETS, type PresetId } from '../schedule-presets';
import { DayPicker } from '../DayPicker/DayPicker';
import { playDays } from '@rbt/pricing';
import { TimeSlotGrid } from './TimeSlotGrid';
import { useSlotAvailability } from '../../../../api/capacity';
import { FrequencyCapRange } from '../../../../components/FrequencyCapRange/FrequencyCapRange';
import { useWizT, type WizT } from '../../../../messages';

export interface ScheduleSectionProps {
  draft: WizardDraft;
  update(patch: CampaignDraftPatch): void;
}

/** Campaign Schedule (spec §2): presets, dates, the slot grid, the discount note and the frequency cap. */
export function ScheduleSection({ draft, update }: ScheduleSectionProps) {
  // The preset shown is the one the schedule is (so a reload or a hand edit shows it right), else custom.
  const t = useWizT();
  const [customPicked, setCustomPicked] = useState(false);
  const derived = presetOf(draft);
  const preset: PresetId = customPicked ? 'custom' : derived;
  const availability = useSlotAvailability(draft);
  const discount = discountNote(draft.freqCapPerDay);
  const choosePreset = (id: PresetId) => {
    setCustomPicked(id === 'custom');
    const schedule = presetDates(id);
    if (schedule) update(schedule);
  };
  const setDate = (field: 'startDate' | 'endDate', value: string) => update({ [field]: value || null });
  const days = playDays(draft);
  const endBeforeStart = !!draft.startDate && !!draft.endDate && draft.endDate < draft.startDate;
  // Karachi's calendar decides, whatever the browser's time zone (the server judges with the same helper).
  const pastStart = startsInPast(draft.startDate);
  return (
    <section aria-labelledby="schedule-title">
      <EuiTitle size="s">
        <h2 id="schedule-title">{t('wiz.schedule.title')}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiFormRow label={t('wiz.schedule.duration')} fullWidth>
        {/* Buttons that wrap rather than a button group, which truncated the labels on phones. */}
        <EuiFlexGroup gutterSize="s" wrap responsive={false} role="group" aria-label={t('wiz.schedule.duration')}>
          {PRESETS.map((p) => (
            <EuiFlexItem grow={false} key={p.id}>
              <EuiButton
                size="s"
                minWidth={0}
                fill={preset === p.id}
                isSelected={preset === p.id}
                onClick={() => choosePreset(p.id)}
                data-preset={p.id}
              >
                {t(`wiz.schedule.preset.${p.id}`)}
              </EuiButton>
            </EuiFlexItem>
          ))}
        </EuiFlexGroup>
      </EuiFormRow>
      <EuiFlexGroup gutterSize="m" responsive={false}>
        <EuiFlexItem>
          <EuiFormRow label={t('wiz.schedule.start')} isInvalid={pastStart} error={t('wiz.schedule.startInPast')}>
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
          <EuiFormRow label={t('wiz.schedule.end')} isInvalid={endBeforeStart} error={t('wiz.schedule.endBeforeStart')}>
            <EuiFieldText
              type="date"
              value={draft.endDate ?? ''}
              isInvalid={endBeforeStart}
              onChange={(e) => setDate('endDate', e.target.value)}
            />
          </EuiFormRow>
        </EuiFlexItem>
      </EuiFlexGroup>
      <DayPicker
        value={draft.daysOfWeek}
        onChange={(daysOfWeek) => {
          setCustomPicked(false);
          update({ daysOfWeek });
        }}
        helpText={
          draft.startDate && draft.endDate ? playDaysNote(days, draft.daysOfWeek.length, t) : t('wiz.schedule.noDates')
        }
      />
      <EuiSpacer size="m" />
      <EuiFormRow label={t('wiz.schedule.slots')} fullWidth helpText={t('wiz.schedule.slotsHelp')}>
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
      <EuiCallOut size="s" iconType="tag" title={t(discount.id, discount.values)} data-testid="discount-note" />
      <EuiSpacer size="m" />
      <FrequencyCapRange value={draft.freqCapPerDay} onChange={(freqCapPerDay) => update({ freqCapPerDay })} />
    </section>
  );
}

/** What the picked days mean for the dates chosen: the play days priced (or why there are none). */
function playDaysNote(days: number, chosen: number, t: WizT): string {
  if (days === 0) return t('wiz.schedule.noPlayDay');
  return t(chosen === 0 ? 'wiz.schedule.everyDay' : 'wiz.schedule.tickedDays', { days });
}
