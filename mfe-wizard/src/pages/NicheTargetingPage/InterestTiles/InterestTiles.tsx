import { EuiCheckableCard, EuiFlexGrid, EuiFlexItem, EuiText } from '@elastic/eui';
import { INTERESTS } from '@rbt/pricing';

export interface InterestTilesProps {
  selected: readonly string[];
  onToggle(id: string): void;
}

/** One checkable tile per interest category (spec §9). */
export function InterestTiles({ selected, onToggle }: InterestTilesProps) {
  return (
    <EuiFlexGrid columns={3} gutterSize="s" responsive role="group" aria-label="Interest categories">
      {INTERESTS.map((i) => (
        <EuiFlexItem key={i.id}>
          <EuiCheckableCard
            id={`interest-${i.id}`}
            checkableType="checkbox"
            label={<strong>{i.name}</strong>}
            checked={selected.includes(i.id)}
            onChange={() => onToggle(i.id)}
            data-testid={`interest-${i.id}`}
          >
            <EuiText size="xs" color="subdued">
              <p>{i.description}</p>
            </EuiText>
          </EuiCheckableCard>
        </EuiFlexItem>
      ))}
    </EuiFlexGrid>
  );
}
