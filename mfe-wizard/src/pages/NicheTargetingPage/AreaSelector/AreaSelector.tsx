import { EuiCheckbox, EuiCheckboxGroup, EuiFlexGrid, EuiFlexItem, EuiPanel, EuiText } from '@elastic/eui';
import { AREA_CITIES } from '@rbt/pricing';
import { formatCount } from '@rbt/web-kit';
import { areaKey } from '../niche-state';
import { useWizT } from '../../../messages';
import { useNames } from '../../../messages/reference';
import { useNicheNames } from '../niche-names';

export interface AreaSelectorProps {
  cities: readonly string[];
  areas: readonly string[];
  onToggleCity(id: string): void;
  onToggleArea(key: string): void;
}

/** The 8 capacity cities; a selected city opens the checklist of its named areas (none checked = whole city). */
export function AreaSelector({ cities, areas, onToggleCity, onToggleArea }: AreaSelectorProps) {
  const t = useWizT();
  const names = useNames();
  const niche = useNicheNames();
  return (
    <EuiFlexGrid columns={2} gutterSize="s" responsive style={{ alignItems: 'start' }}>
      {AREA_CITIES.map((c) => {
        const on = cities.includes(c.id);
        const checked = c.areas.filter((a) => areas.includes(areaKey(c.id, a.id))).length;
        return (
          <EuiFlexItem key={c.id}>
            <EuiPanel hasBorder paddingSize="s" color={on ? 'primary' : 'plain'} data-testid={`city-${c.id}`}>
              <EuiCheckbox
                id={`niche-city-${c.id}`}
                label={<strong>{names.city(c.id)}</strong>}
                checked={on}
                onChange={() => onToggleCity(c.id)}
              />
              {on && (
                <>
                  <EuiText size="xs" color="subdued">
                    <p>
                      {checked === 0
                        ? t('wiz.niche.wholeCity')
                        : t('wiz.niche.areasOf', { checked: formatCount(checked), total: formatCount(c.areas.length) })}
                    </p>
                  </EuiText>
                  <EuiCheckboxGroup
                    compressed
                    legend={{ children: t('wiz.niche.cityAreas', { city: names.city(c.id) }), display: 'hidden' }}
                    options={c.areas.map((a) => ({ id: areaKey(c.id, a.id), label: niche.area(a.id, a.name) }))}
                    idToSelectedMap={Object.fromEntries(
                      c.areas.map((a) => [areaKey(c.id, a.id), areas.includes(areaKey(c.id, a.id))]),
                    )}
                    onChange={(id) => onToggleArea(id)}
                  />
                </>
              )}
            </EuiPanel>
          </EuiFlexItem>
        );
      })}
    </EuiFlexGrid>
  );
}
