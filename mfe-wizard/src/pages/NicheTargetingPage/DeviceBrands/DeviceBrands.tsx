import { EuiBadge, EuiCheckbox, EuiFlexGrid, EuiFlexItem, EuiPanel, EuiText } from '@elastic/eui';
import { modelBadges } from '@rbt/pricing';
import { TOP_BRANDS } from '../niche-state';

export interface DeviceBrandsProps {
  brands: readonly string[];
  models: readonly string[];
  onToggleBrand(id: string): void;
  onToggleModel(id: string): void;
}

/** Top 20 brands by market share; a selected brand lists its models with the "+PKR 0.50" and "Premium" labels. */
export function DeviceBrands({ brands, models, onToggleBrand, onToggleModel }: DeviceBrandsProps) {
  return (
    <EuiFlexGrid columns={2} gutterSize="s" responsive style={{ alignItems: 'start' }}>
      {TOP_BRANDS.map((b) => {
        const on = brands.includes(b.id);
        const premium = b.id === 'iphone';
        return (
          <EuiFlexItem key={b.id}>
            <EuiPanel hasBorder paddingSize="s" color={on ? 'primary' : 'plain'} data-testid={`brand-${b.id}`}>
              <EuiCheckbox
                id={`brand-${b.id}`}
                checked={on}
                onChange={() => onToggleBrand(b.id)}
                label={
                  <>
                    <strong>{b.name}</strong>{' '}
                    <EuiText size="xs" color="subdued" component="span">
                      {b.marketShare}% share
                    </EuiText>
                    {premium && (
                      <>
                        {' '}
                        <EuiBadge color="accent">Premium</EuiBadge>
                      </>
                    )}
                  </>
                }
              />
              {on && b.models.length === 0 && (
                <EuiText size="xs" color="subdued">
                  <p>No models listed for this brand.</p>
                </EuiText>
              )}
              {on && b.models.length > 0 && (
                <fieldset style={{ marginTop: 4, paddingLeft: 24 }}>
                  <legend className="euiScreenReaderOnly">{b.name} models</legend>
                  {b.models.map((m) => {
                    const badge = modelBadges(b, m);
                    return (
                      <EuiCheckbox
                        key={m.id}
                        id={`model-${m.id}`}
                        checked={models.includes(m.id)}
                        onChange={() => onToggleModel(m.id)}
                        label={
                          <>
                            {m.name}{' '}
                            <EuiText size="xs" color="subdued" component="span">
                              ({m.releaseYear})
                            </EuiText>
                            {badge.surchargeLabel && (
                              <>
                                {' '}
                                <EuiBadge color="warning">{badge.surchargeLabel}</EuiBadge>
                              </>
                            )}
                            {badge.premium && (
                              <>
                                {' '}
                                <EuiBadge color="accent">Premium</EuiBadge>
                              </>
                            )}
                          </>
                        }
                      />
                    );
                  })}
                </fieldset>
              )}
            </EuiPanel>
          </EuiFlexItem>
        );
      })}
    </EuiFlexGrid>
  );
}
