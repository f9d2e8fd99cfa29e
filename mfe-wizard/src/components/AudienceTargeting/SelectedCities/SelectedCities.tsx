import { EuiButtonEmpty, EuiFlexGroup, EuiFlexItem, EuiText } from '@elastic/eui';
import { RemovableBadges } from '../../RemovableBadges/RemovableBadges';
import { useWizT } from '../../../messages';
import { useNames } from '../../../messages/reference';

export const SUMMARY_COUNT = 6;

export interface SelectedCitiesProps {
  cities: readonly string[];
  onRemove(id: string): void;
  onClearAll(): void;
}

/** Chips with remove, a summary of the first 6 cities and how many more, and Clear All (spec §2). */
export function SelectedCities({ cities, onRemove, onClearAll }: SelectedCitiesProps) {
  const t = useWizT();
  const nameOf = useNames().city;
  if (cities.length === 0)
    return (
      <EuiText size="s" color="subdued">
        <p>{t('wiz.cities.none')}</p>
      </EuiText>
    );
  const more = cities.length - SUMMARY_COUNT;
  return (
    <div data-testid="selected-cities">
      <RemovableBadges
        items={cities}
        label={t('wiz.cities.selected')}
        color="primary"
        nameOf={nameOf}
        onRemove={onRemove}
      />
      <EuiFlexGroup alignItems="center" justifyContent="spaceBetween" responsive={false} gutterSize="s">
        <EuiFlexItem>
          <EuiText size="xs" color="subdued" data-testid="city-summary">
            <p>
              {cities.slice(0, SUMMARY_COUNT).map(nameOf).join(t('wiz.common.listSeparator'))}
              {more > 0 && (
                <>
                  <br />
                  {t('wiz.cities.more', { more })}
                </>
              )}
            </p>
          </EuiText>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty size="xs" color="danger" onClick={onClearAll}>
            {t('wiz.cities.clearAll')}
          </EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
    </div>
  );
}
