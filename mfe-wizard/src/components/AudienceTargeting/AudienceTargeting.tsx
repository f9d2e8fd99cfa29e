import { useCallback, useMemo, type ReactNode } from 'react';
import { EuiFieldText, EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiSelect, EuiSpacer } from '@elastic/eui';
import type { City } from '@rbt/contracts';
import { CITIES, OBJECTIVES, cityAudience } from '@rbt/pricing';
import { useWizT } from '../../messages';
import { useNames } from '../../messages/reference';
import { previewEstimate, useEstimate } from '../../api/estimate';
import { CityMap } from '../CityMap/CityMap';
import type { WizardDraft, WizardStepProps } from '../../draft/wizard-types';
import { AudienceFilters } from './AudienceFilters/AudienceFilters';
import { CitySearch } from '../CitySearch/CitySearch';
import { HeaderStats } from './HeaderStats/HeaderStats';
import { GoalPanel } from '../GoalPanel/GoalPanel';
import { cityCeiling, draftGoalIssue } from '../../draft/goal-rules';
import { SelectedCities } from './SelectedCities/SelectedCities';
import { toggleId } from '../CitySearch/city-search';

interface Props extends Pick<WizardStepProps, 'draft' | 'update'> {
  /** Step 1 marks name and objective as required (its Continue checks them); the standalone page does not. */
  required?: boolean;
  /** Extra controls shown between the audience filters and the map. */
  beforeMap?: ReactNode;
  /** A paid campaign's step 1 shows its (still editable) name above the locked targeting. */
  hideName?: boolean;
}

/**
 * Audience targeting shared by wizard step 1 and /standard-targeting: live figures, name and objective,
 * city search and chips, audience filters and the map, all editing one draft.
 */
export function AudienceTargeting({ draft, update, required = false, beforeMap, hideName = false }: Props) {
  const t = useWizT();
  const names = useNames();
  const objectiveOptions = useMemo(
    () => OBJECTIVES.map((o) => ({ value: o.id, text: names.objective(o.id) })),
    [names],
  );
  const server = useEstimate(draft);
  const preview = useMemo(() => previewEstimate(draft), [draft]);
  const toggle = useCallback((id: string) => update({ cities: toggleId(draft.cities, id) }), [draft.cities, update]);
  const { gender, deviceType, valueTier } = draft;
  const audienceOf = useCallback(
    (c: City) => cityAudience(c, { gender, deviceType, valueTier }),
    [gender, deviceType, valueTier],
  );
  // The popup's budget is the engine's quote for that city alone (the ceiling of its audience), not users × 2.5.
  const budgetOf = useCallback((c: City) => cityCeiling(draft, c.id), [draft]);
  const budgetKey = `${draft.startDate}/${draft.endDate}/${draft.timeSlots.join(',')}/${draft.freqCapPerDay}`;

  return (
    <>
      <HeaderStats
        cityCount={draft.cities.length}
        server={server.data}
        preview={preview}
        status={server.status}
        error={server.error}
        onRetry={server.retry}
        noPlan={!!draftGoalIssue(draft)}
      />
      <EuiSpacer size="s" />
      <GoalPanel
        draft={draft}
        update={update}
        authoritative={server.status === 'current'}
        figures={(server.status === 'current' ? server.data : (preview ?? server.data)) ?? null}
      />
      <EuiSpacer size="m" />
      {!hideName && (
        <>
          <EuiFlexGroup gutterSize="m">
            <EuiFlexItem>
              <EuiFormRow label={t(required ? 'wiz.audience.nameRequired' : 'wiz.audience.name')} fullWidth>
                <EuiFieldText
                  fullWidth
                  // aria-required, not the native `required`: EUI paints :invalid red, so an empty required field
                  // was red before anyone typed; Continue and its note say what is missing instead.
                  aria-required={required || undefined}
                  value={draft.name}
                  maxLength={200}
                  onChange={(e) => update({ name: e.target.value })}
                />
              </EuiFormRow>
            </EuiFlexItem>
            <EuiFlexItem>
              <EuiFormRow label={t(required ? 'wiz.audience.objectiveRequired' : 'wiz.audience.objective')} fullWidth>
                <EuiSelect
                  fullWidth
                  aria-required={required || undefined}
                  hasNoInitialSelection={!draft.objective}
                  options={objectiveOptions}
                  value={draft.objective ?? ''}
                  onChange={(e) => update({ objective: e.target.value as WizardDraft['objective'] })}
                />
              </EuiFormRow>
            </EuiFlexItem>
          </EuiFlexGroup>
        </>
      )}
      <CitySearch selected={draft.cities} onToggle={toggle} />
      <EuiSpacer size="s" />
      <SelectedCities cities={draft.cities} onRemove={toggle} onClearAll={() => update({ cities: [] })} />
      <EuiSpacer size="m" />
      <AudienceFilters draft={draft} update={update} />
      {beforeMap && (
        <>
          <EuiSpacer size="s" />
          {beforeMap}
        </>
      )}
      <EuiSpacer size="m" />
      <CityMap
        cities={CITIES}
        selected={draft.cities}
        audienceOf={audienceOf}
        budgetOf={budgetOf}
        filterKey={`${gender}/${deviceType}/${valueTier}`}
        budgetKey={budgetKey}
        onToggle={toggle}
      />
    </>
  );
}
