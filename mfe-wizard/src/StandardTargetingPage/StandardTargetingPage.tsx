import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EuiButton, EuiFieldText, EuiFlexGroup, EuiFlexItem, EuiFormRow, EuiPanel, EuiSelect, EuiSpacer, EuiText } from '@elastic/eui';
import type { CampaignDraftPatch, City } from '@rbt/contracts';
import { CITIES, OBJECTIVES, cityAudience } from '@rbt/pricing';
import { PageFrame } from '@rbt/web-kit';
import { createCampaign } from '../api/campaigns';
import { previewEstimate, useEstimate } from '../api/estimate';
import { CityMap } from '../map/CityMap/CityMap';
import { AudienceFilters } from '../steps/audience/AudienceFilters/AudienceFilters';
import { CitySearch } from '../steps/audience/CitySearch/CitySearch';
import { HeaderStats } from '../steps/audience/HeaderStats/HeaderStats';
import { SelectedCities } from '../steps/audience/SelectedCities/SelectedCities';
import { toggleId } from '../steps/audience/city-search';
import { withDefaults } from '../wizard/default-draft';
import type { WizardDraft } from '../wizard/types';
import { useToast } from '../wizard/use-toast';
import { saveErrorText } from './save-error';
import { FrequencyCapRange } from '../steps/audience/FrequencyCapRange/FrequencyCapRange';

/** Spec §3: the standalone standard-targeting page starts with a frequency cap of 3 (the wizard with 2). */
export const STANDARD_FREQ_CAP = 3;
const OBJECTIVE_OPTIONS = OBJECTIVES.map((o) => ({ value: o.id, text: o.label }));

/** /standard-targeting: cities and audience filters; Save and Continue posts the full draft and opens step 2. */
export function StandardTargetingPage() {
  const navigate = useNavigate();
  const { notify, toastList } = useToast();
  const [draft, setDraft] = useState<WizardDraft>(() => withDefaults({ freqCapPerDay: STANDARD_FREQ_CAP }));
  const [busy, setBusy] = useState(false);
  const update = useCallback((patch: CampaignDraftPatch) => setDraft((d) => ({ ...d, ...patch }) as WizardDraft), []);
  const server = useEstimate(draft);
  const preview = useMemo(() => previewEstimate(draft), [draft]);
  const toggle = useCallback((id: string) => setDraft((d) => ({ ...d, cities: toggleId(d.cities, id) })), []);
  const { gender, deviceType, valueTier } = draft;
  const audienceOf = useCallback((c: City) => cityAudience(c, { gender, deviceType, valueTier }), [gender, deviceType, valueTier]);

  const save = async () => {
    setBusy(true);
    try {
      const id = await createCampaign(draft);
      navigate(`/campaigns/new?continue=${encodeURIComponent(id)}&step=2`);
    } catch (e) {
      setBusy(false);
      notify({ title: 'Error', text: saveErrorText(e), color: 'danger' });
    }
  };
  return (
    <PageFrame title="Standard Targeting">
      <EuiPanel hasBorder paddingSize="m">
        <HeaderStats cityCount={draft.cities.length} server={server.data} preview={preview} status={server.status} error={server.error} />
        <EuiSpacer size="s" />
        <EuiFlexGroup gutterSize="m">
          <EuiFlexItem>
            <EuiFormRow label="Campaign Name" fullWidth>
              <EuiFieldText fullWidth value={draft.name} maxLength={200} onChange={(e) => update({ name: e.target.value })} />
            </EuiFormRow>
          </EuiFlexItem>
          <EuiFlexItem>
            <EuiFormRow label="Campaign Objective" fullWidth>
              <EuiSelect
                fullWidth
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
        <EuiSpacer size="s" />
        <FrequencyCapRange value={draft.freqCapPerDay} onChange={(freqCapPerDay) => update({ freqCapPerDay })} />
        <EuiSpacer size="m" />
        <CityMap cities={CITIES} selected={draft.cities} audienceOf={audienceOf} filterKey={`${gender}/${deviceType}/${valueTier}`} onToggle={toggle} />
      </EuiPanel>
      <EuiSpacer size="m" />
      <EuiFlexGroup justifyContent="flexEnd" alignItems="center" responsive={false} gutterSize="m">
        {draft.cities.length === 0 && (
          <EuiFlexItem grow={false}><EuiText size="xs" color="subdued"><p>Select at least one city to continue.</p></EuiText></EuiFlexItem>
        )}
        <EuiFlexItem grow={false}>
          <EuiButton fill iconType="chevronSingleRight" iconSide="right" isDisabled={draft.cities.length === 0} isLoading={busy} onClick={save}>
            Save and Continue
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      {toastList}
    </PageFrame>
  );
}
