import { EuiCheckbox, EuiCheckboxGroup, EuiFlexGrid, EuiFlexItem, EuiPanel, EuiText } from '@elastic/eui';
import { CAPACITY_CITIES } from '@rbt/pricing';
import { areaKey } from '../niche-state';

export interface AreaSelectorProps {
  cities: readonly string[];
  areas: readonly string[];
  onToggleCity(id: string): void;
  onToggleArea(key: string): void;
}

/** The 8 capacity cities; a selected city opens the checklist of its named areas (none checked = whole city). */
export function AreaSelector({ cities, areas, onToggleCity, onToggleArea }: AreaSelectorProps) {
  return (
    <EuiFlexGrid columns={2} gutterSize="s" responsive style={{ alignItems: 'start' }}>
      {CAPACITY_CITIES.map((c) => {
        const on = cities.includes(c.id);
        const checked = c.areas.filter((a) => areas.includes(areaKey(c.id, a.id))).length;
        return (
          <EuiFlexItem key={c.id}>
            <EuiPanel hasBorder paddingSize="s" color={on ? 'primary' : 'plain'} data-testid={`city-${c.id}`}>
              <EuiCheckbox
                id={`niche-city-${c.id}`}
                label={<strong>{c.name}</strong>}
                checked={on}
                onChange={() => onToggleCity(c.id)}
              />
              {on && (
                <>
                  <EuiText size="xs" color="subdued">
                    <p>
                      {checked === 0
                        ? 'Whole city (pick areas to narrow it down)'
                        : `${checked} of ${c.areas.length} areas`}
                    </p>
                  </EuiText>
                  <EuiCheckboxGroup
                    compressed
                    legend={{ children: `${c.name} areas`, display: 'hidden' }}
                    options={c.areas.map((a) => ({ id: areaKey(c.id, a.id), label: a.name }))}
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
