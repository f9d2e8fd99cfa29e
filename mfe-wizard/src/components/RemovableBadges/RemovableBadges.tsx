import { EuiBadge, EuiFlexGroup, EuiFlexItem } from '@elastic/eui';
import { useWizT } from '../../messages';

const asIs = (item: string) => item;

/** Chosen items as a list of chips, each with a cross that removes it (cities of step 1, niche free-text entries). */
export function RemovableBadges({
  items,
  label,
  color,
  nameOf = asIs,
  onRemove,
}: {
  items: readonly string[];
  /** The list's accessible name. */
  label: string;
  color: 'primary' | 'hollow';
  nameOf?(item: string): string;
  onRemove(item: string): void;
}) {
  const t = useWizT();
  return (
    <EuiFlexGroup wrap gutterSize="xs" responsive={false} role="list" aria-label={label}>
      {items.map((item) => (
        <EuiFlexItem grow={false} key={item} role="listitem">
          <EuiBadge
            color={color}
            iconType="cross"
            iconSide="right"
            iconOnClick={() => onRemove(item)}
            iconOnClickAriaLabel={t('wiz.cities.remove', { name: nameOf(item) })}
          >
            {nameOf(item)}
          </EuiBadge>
        </EuiFlexItem>
      ))}
    </EuiFlexGroup>
  );
}
