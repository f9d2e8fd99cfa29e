import { EuiBadge, EuiCheckbox, EuiFlexGrid, EuiFlexItem, EuiPanel, EuiText } from '@elastic/eui';
import { modelBadges } from '@rbt/pricing';
import { formatPercent } from '@rbt/web-kit';
import { TOP_BRANDS } from '../niche-state';
import { useWizT } from '../../../messages';

export interface DeviceBrandsProps {
  brands: readonly string[];
  models: readonly string[];
  onToggleBrand(id: string): void;
  onToggleModel(id: string): void;
}

/** Top 20 brands by market share; a selected brand lists its models with the "+PKR 0.50" and "Premium" labels. */
export function DeviceBrands({ brands, models, onToggleBrand, onToggleModel }: DeviceBrandsProps) {
  const t = useWizT();
  // Brand and model names are read as written (Samsung, Galaxy A15); only the catch-all "Other" is a word.
  const brandName = (b: { id: string; name: string }) => (b.id === 'other' ? t('wiz.niche.otherBrand') : b.name);
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
                    <strong>{brandName(b)}</strong>{' '}
                    <EuiText size="xs" color="subdued" component="span">
                      {t('wiz.niche.share', { share: formatPercent(b.marketShare / 100) })}
                    </EuiText>
                    {premium && (
                      <>
                        {' '}
                        <EuiBadge color="accent">{t('wiz.niche.premium')}</EuiBadge>
                      </>
                    )}
                  </>
                }
              />
              {on && b.models.length === 0 && (
                <EuiText size="xs" color="subdued">
                  <p>{t('wiz.niche.noModels')}</p>
                </EuiText>
              )}
              {on && b.models.length > 0 && (
                <fieldset style={{ marginTop: 4, paddingLeft: 24 }}>
                  <legend className="euiScreenReaderOnly">{t('wiz.niche.brandModels', { brand: brandName(b) })}</legend>
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
                              {t('wiz.common.parens', { text: String(m.releaseYear) })}
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
                                <EuiBadge color="accent">{t('wiz.niche.premium')}</EuiBadge>
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
