import { useCallback, useMemo } from 'react';
import { EuiFieldText, EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiHorizontalRule, EuiPanel, EuiSelect, EuiSpacer, EuiTitle } from '@elastic/eui';
import type { City } from '@rbt/contracts';
import { CITIES, OBJECTIVES, cityAudience } from '@rbt/pricing';
import { previewEstimate, useEstimate } from '../../api/estimate';
import { CityMap } from '../../map/CityMap/CityMap';
import type { WizardDraft, WizardStepProps } from '../../wizard/types';
import { AudienceFilters } from './AudienceFilters/AudienceFilters';
import { CitySearch } from './CitySearch/CitySearch';
import { HeaderStats } from './HeaderStats/HeaderStats';
import { ScheduleSection } from './ScheduleSection/ScheduleSection';
import { SelectedCities } from './SelectedCities/SelectedCities';
import { toggleId } from './city-search';

const OBJECTIVE_OPTIONS = OBJECTIVES.map((o) => ({ value: o.id, text: o.label }));

/** Step 1, Audience & Schedule (spec §2 Campaign Setup): audience targeting with the map, then the schedule. */
export function AudienceStep({ draft, update }: WizardStepProps) {
  const server = useEstimate(draft);
  const preview = useMemo(() => previewEstimate(draft), [draft]);
  const toggle = useCallback((id: string) => update({ cities: toggleId(draft.cities, id) }), [draft.cities, update]);
  const { gender, deviceType, valueTier } = draft;
  const audienceOf = useCallback((c: City) => cityAudience(c, { gender, deviceType, valueTier }), [gender, deviceType, valueTier]);
  return (
    <>
      <EuiSpacer size="m" />
      <EuiPanel hasBorder paddingSize="m">
        <EuiTitle size="s"><h2>Audience Targeting</h2></EuiTitle>
        <EuiSpacer size="s" />
        <HeaderStats cityCount={draft.cities.length} server={server.data} preview={preview} status={server.status} error={server.error} />
        <EuiSpacer size="s" />
        <EuiFlexGroup gutterSize="m">
          <EuiFlexItem>
            <EuiFormRow label="Campaign Name *" fullWidth>
              <EuiFieldText fullWidth required aria-required value={draft.name} maxLength={200} onChange={(e) => update({ name: e.target.value })} />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem>
            <EuiFormRow label="Campaign Objective *" fullWidth>
              <EuiSelect
                fullWidth
                required
                hasNoInitialSelection={!draft.objective}
                options={OBJECTIVE_OPTIONS}
                value={draft.objective ?? ''}
                onChange={(e) => update({ objective: e.target.value as WizardDraft['objective'] })}
              />
            </EuiFormRow>
          </EuiFlexItem>
        </EuiFlexGroup>
        <CitySearch selected={draft.cities} onToggle={toggle} />
        <EuiSpacer size="s" />
        <SelectedCities cities={draft.cities} onRemove={toggle} onClearAll={() => update({ cities: [] })} />
        <EuiSpacer size="m" />
        <AudienceFilters draft={draft} update={update} />
        <EuiSpacer size="m" />
        <CityMap cities={CITIES} selected={draft.cities} audienceOf={audienceOf} filterKey={`${gender}/${deviceType}/${valueTier}`} onToggle={toggle} />
      </EuiPanel>
      <EuiHorizontalRule margin="m" />
      <EuiPanel hasBorder paddingSize="m">
        <ScheduleSection draft={draft} update={update} />
      </EuiPanel>
    </>
  );
}
