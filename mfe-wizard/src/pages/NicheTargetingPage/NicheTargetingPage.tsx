import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { css } from '@emotion/css';
import { PageFrame, useSingleToast } from '@rbt/web-kit';
import { useNicheDraft } from './use-niche-draft';
import { saveErrorText } from '../../draft/save-error';
import { useWizT } from '../../messages';
import { useNicheNames } from './niche-names';
import { AreaSelector } from './AreaSelector/AreaSelector';
import { DeviceBrands } from './DeviceBrands/DeviceBrands';
import { FreeTextList } from './FreeTextList/FreeTextList';
import { InterestTiles } from './InterestTiles/InterestTiles';
import { NicheEstimatePanel } from './NicheEstimatePanel/NicheEstimatePanel';
import { addFreeText, addInterest, customInterests, toggle, toggleBrand, toggleCity } from './niche-state';

// The estimate and Save stay in view beside the lists; on phones they come first, above the long lists.
const sideCss = css`
  position: sticky;
  top: 64px;
  @media (max-width: 767px) {
    position: static;
    order: -1;
  }
`;

// While the autosave waits or runs the page says "Saving…" either way (the wizard's "Unsaved changes" would alarm).
const SAVE_TEXT = {
  idle: 'wiz.niche.keptHere',
  pending: 'wiz.save.saving',
  saving: 'wiz.save.saving',
  saved: 'wiz.save.saved',
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EuiPanel hasBorder paddingSize="m">
      <EuiTitle size="xs">
        <h2>{title}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      {children}
    </EuiPanel>
  );
}

/** /niche-targeting: interests, areas, device brands; kept in localStorage and saved to the server. */
export function NicheTargetingPage() {
  const t = useWizT();
  const names = useNicheNames();
  const navigate = useNavigate();
  const { state: s, goal, change, changeGoal, reset, handOver, saveState, saveError } = useNicheDraft();
  const { notify, toastList } = useSingleToast({ atTop: true });
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      await handOver();
      // Step 1 next: the niche selection has no name, dates or slots, which only step 1 asks for.
      navigate('/campaigns/new');
    } catch (e) {
      setBusy(false);
      notify({ title: t('wiz.common.error'), text: saveErrorText(e, t), color: 'danger' });
    }
  };
  const status = saveState === 'error' ? t('wiz.niche.notSaved', { error: saveError }) : t(SAVE_TEXT[saveState]);
  return (
    <PageFrame title={t('wiz.niche.title')}>
      <EuiFlexGroup gutterSize="l" alignItems="flexStart">
        <EuiFlexItem grow={2}>
          <Section title={t('wiz.niche.interests')}>
            <InterestTiles
              selected={s.interests}
              onToggle={(id) => change({ ...s, interests: toggle(s.interests, id) })}
            />
            <EuiSpacer size="m" />
            <FreeTextList
              label={t('wiz.niche.customInterest')}
              placeholder={t('wiz.niche.interestExample')}
              items={customInterests(s.interests)}
              onAdd={(text) => change({ ...s, interests: addInterest(s.interests, text, names.interest) })}
              onRemove={(i) => change({ ...s, interests: s.interests.filter((x) => x !== i) })}
            />
          </Section>
          <EuiSpacer size="m" />
          <Section title={t('wiz.niche.locations')}>
            <AreaSelector
              cities={s.cities}
              areas={s.areas}
              onToggleCity={(id) => change(toggleCity(s, id))}
              onToggleArea={(k) => change({ ...s, areas: toggle(s.areas, k) })}
            />
            <EuiSpacer size="m" />
            <FreeTextList
              label={t('wiz.niche.customCity')}
              placeholder={t('wiz.niche.cityExample')}
              items={s.customCities}
              onAdd={(text) => change({ ...s, customCities: addFreeText(s.customCities, text) })}
              onRemove={(c) => change({ ...s, customCities: s.customCities.filter((x) => x !== c) })}
            />
          </Section>
          <EuiSpacer size="m" />
          <Section title={t('wiz.niche.brands')}>
            <DeviceBrands
              brands={s.deviceBrands}
              models={s.deviceModels}
              onToggleBrand={(id) => change(toggleBrand(s, id))}
              onToggleModel={(id) => change({ ...s, deviceModels: toggle(s.deviceModels, id) })}
            />
          </Section>
        </EuiFlexItem>
        <EuiFlexItem grow={1} className={sideCss}>
          <NicheEstimatePanel state={s} goal={goal} onGoal={changeGoal} />
          <EuiSpacer size="m" />
          <EuiText size="xs" color={saveState === 'error' ? 'danger' : 'subdued'} data-testid="niche-save-state">
            <p>{status}</p>
          </EuiText>
          <EuiSpacer size="s" />
          <EuiFlexGroup gutterSize="s" responsive={false} justifyContent="flexEnd">
            <EuiFlexItem grow={false}>
              <EuiButtonEmpty color="danger" onClick={reset} isDisabled={busy}>
                {t('wiz.niche.reset')}
              </EuiButtonEmpty>
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiButton fill onClick={save} isLoading={busy}>
                {t('wiz.niche.save')}
              </EuiButton>
            </EuiFlexItem>
          </EuiFlexGroup>
        </EuiFlexItem>
      </EuiFlexGroup>
      {toastList}
    </PageFrame>
  );
}
