import { EuiCheckableCard, EuiFlexGrid, EuiFlexItem, EuiText } from '@elastic/eui';
import { INTERESTS } from '@rbt/pricing';
import { useWizT } from '../../../messages';
import { useNicheNames } from '../niche-names';

export interface InterestTilesProps {
  selected: readonly string[];
  onToggle(id: string): void;
}

/** One checkable tile per interest category (spec §9). */
export function InterestTiles({ selected, onToggle }: InterestTilesProps) {
  const t = useWizT();
  const names = useNicheNames();
  return (
    <EuiFlexGrid columns={3} gutterSize="s" responsive role="group" aria-label={t('wiz.niche.interestGroup')}>
      {INTERESTS.map((i) => (
        <EuiFlexItem key={i.id}>
          <EuiCheckableCard
            id={`interest-${i.id}`}
            checkableType="checkbox"
            label={<strong>{names.interest(i.id)}</strong>}
            checked={selected.includes(i.id)}
            onChange={() => onToggle(i.id)}
            data-testid={`interest-${i.id}`}
          >
            <EuiText size="xs" color="subdued">
              <p>{names.interestAbout(i.id)}</p>
            </EuiText>
          </EuiCheckableCard>
        </EuiFlexItem>
      ))}
    </EuiFlexGrid>
  );
}
