import { Suspense, useMemo, useState } from 'react';
import {
  EuiBadge,
  EuiButton,
  EuiButtonEmpty,
  EuiCheckbox,
  EuiFieldSearch,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSpacer,
  EuiSwitch,
  EuiText,
} from '@elastic/eui';
import { formatCount, formatCountCompact, PageFrame, useUser } from '@rbt/web-kit';
import { CITY_IDS } from '@rbt/contracts';
import { SHORT_CITIES } from '@rbt/pricing';
import { toggleId } from '../../components/CitySearch/city-search';
import { DemoStats } from './DemoStats/DemoStats';
import { demoStats, visibleCities } from './map-demo';
import { MapLoading } from '../../components/CityMap/MapLoading/MapLoading';
import { useAfterPaint } from '../../components/CityMap/use-after-paint';
import { useWizT } from '../../messages';
import { useNames } from '../../messages/reference';
import { lazyWithWords } from '../../messages/lazy-with-words';

// Leaflet comes after first paint, as on the wizard's step 1; imported eagerly here it would land in
// the wizard's first chunk again.
const ShortCityMap = lazyWithWords(() => import('./ShortCityMap/ShortCityMap').then((m) => m.ShortCityMap));

const SIZE_COLOR = { large: 'primary', medium: 'accent', small: 'hollow' } as const;

/** /map-demo: the 15-city short list (of the 42 targetable cities) on the map with search, show selected, select all, clear and stats. */
export function MapDemoPage() {
  const t = useWizT();
  const names = useNames();
  const [query, setQuery] = useState('');
  const [showSelected, setShowSelected] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const shown = useMemo(
    () => visibleCities(query, showSelected, selected, undefined, names.city),
    [query, showSelected, selected, names],
  );
  const stats = useMemo(() => demoStats(selected), [selected]);
  const toggle = (id: string) => setSelected((s) => toggleId(s, id));
  // Signed out (the landing page's View Demo) the shell draws the site header and a demo banner instead.
  const signedIn = useUser() !== null;
  const painted = useAfterPaint();
  const selectAll = () => setSelected((s) => [...s, ...shown.map((c) => c.id).filter((id) => !s.includes(id))]);
  return (
    <PageFrame title={t('wiz.demo.title')} bare={!signedIn}>
      {signedIn && (
        // Signed out, the shell's demo banner says the same (the landing's count and this map agree).
        <EuiText size="s" color="subdued" data-testid="demo-scope">
          <p>{t('wiz.demo.scope', { shown: formatCount(SHORT_CITIES.length), all: formatCount(CITY_IDS.length) })}</p>
        </EuiText>
      )}
      <DemoStats stats={stats} />
      <EuiSpacer size="m" />
      <EuiFlexGroup gutterSize="s" alignItems="center" wrap responsive={false}>
        <EuiFlexItem style={{ minWidth: 220 }}>
          <EuiFieldSearch
            fullWidth
            placeholder={t('wiz.demo.search')}
            aria-label={t('wiz.demo.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiSwitch
            label={t('wiz.demo.selectedOnly')}
            checked={showSelected}
            onChange={(e) => setShowSelected(e.target.checked)}
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton size="s" onClick={selectAll} isDisabled={shown.length === 0}>
            {t('wiz.demo.selectAll')}
          </EuiButton>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty size="s" color="danger" onClick={() => setSelected([])} isDisabled={selected.length === 0}>
            {t('wiz.demo.clear')}
          </EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      <EuiFlexGroup gutterSize="m">
        <EuiFlexItem grow={2}>
          {painted ? (
            <Suspense fallback={<MapLoading />}>
              <ShortCityMap cities={shown} selected={selected} onToggle={toggle} />
            </Suspense>
          ) : (
            <MapLoading />
          )}
        </EuiFlexItem>
        <EuiFlexItem grow={1}>
          <EuiPanel hasBorder paddingSize="s" style={{ maxHeight: 500, overflowY: 'auto' }}>
            {shown.length === 0 && (
              <EuiText size="s" color="subdued">
                <p>{t('wiz.demo.noMatch')}</p>
              </EuiText>
            )}
            <ul aria-label={t('wiz.demo.cities')} data-testid="demo-city-list">
              {shown.map((c) => (
                <li key={c.id} style={{ padding: '4px 0' }}>
                  <EuiFlexGroup gutterSize="s" alignItems="center" responsive={false}>
                    <EuiFlexItem>
                      <EuiCheckbox
                        id={`demo-${c.id}`}
                        label={names.city(c.id)}
                        checked={selected.includes(c.id)}
                        onChange={() => toggle(c.id)}
                      />
                    </EuiFlexItem>
                    <EuiFlexItem grow={false}>
                      <EuiText size="xs">
                        <span>{t('wiz.demo.users', { users: formatCountCompact(c.population) })}</span>
                      </EuiText>
                    </EuiFlexItem>
                    <EuiFlexItem grow={false}>
                      <EuiBadge color={SIZE_COLOR[c.sizeClass]}>{t(`wiz.demo.size.${c.sizeClass}`)}</EuiBadge>
                    </EuiFlexItem>
                  </EuiFlexGroup>
                </li>
              ))}
            </ul>
          </EuiPanel>
        </EuiFlexItem>
      </EuiFlexGroup>
    </PageFrame>
  );
}
