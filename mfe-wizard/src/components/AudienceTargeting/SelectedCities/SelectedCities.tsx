import { EuiButtonEmpty, EuiFlexGroup, EuiFlexItem, EuiText } from '@elastic/eui';
import { CITY_BY_ID } from '@rbt/pricing';
import { RemovableBadges } from '../../RemovableBadges/RemovableBadges';

export const SUMMARY_COUNT = 6;

export interface SelectedCitiesProps {
  cities: readonly string[];
  onRemove(id: string): void;
  onClearAll(): void;
}

const nameOf = (id: string) => CITY_BY_ID.get(id)?.name ?? id;

/** Chips with remove, a summary of the first 6 cities and how many more, and Clear All (spec §2). */
export function SelectedCities({ cities, onRemove, onClearAll }: SelectedCitiesProps) {
  if (cities.length === 0)
    return (
      <EuiText size="s" color="subdued">
        <p>No cities selected yet.</p>
      </EuiText>
    );
  const more = cities.length - SUMMARY_COUNT;
  return (
    <div data-testid="selected-cities">
      <RemovableBadges items={cities} label="Selected cities" color="primary" nameOf={nameOf} onRemove={onRemove} />
      <EuiFlexGroup alignItems="center" justifyContent="spaceBetween" responsive={false} gutterSize="s">
        <EuiFlexItem>
          <EuiText size="xs" color="subdued" data-testid="city-summary">
            <p>
              {cities.slice(0, SUMMARY_COUNT).map(nameOf).join(', ')}
              {more > 0 && (
                <>
                  <br />+{more} more
                </>
              )}
            </p>
          </EuiText>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty size="xs" color="danger" onClick={onClearAll}>
            Clear All
          </EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
    </div>
  );
}
