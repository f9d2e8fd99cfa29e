import type { ReactNode } from 'react';
import { Popup } from 'react-leaflet';
import { EuiButton, EuiText } from '@elastic/eui';

export interface CityPopupProps {
  /** The city's figures, shown above the button. */
  children: ReactNode;
  selected: boolean;
  onToggle(): void;
  /** The button's words when the city is not selected and when it is. */
  labels: { select: string; deselect: string };
  testId?: string;
}

/** A city marker's popup on both maps (the wizard's and the map demo's): its figures and a select/deselect button. */
export function CityPopup({ children, selected, onToggle, labels, testId }: CityPopupProps) {
  return (
    <Popup>
      <EuiText size="s" data-testid={testId}>
        {children}
      </EuiText>
      <EuiButton
        size="s"
        fill={!selected}
        color={selected ? 'danger' : 'primary'}
        onClick={onToggle}
        style={{ marginTop: 8 }}
      >
        {selected ? labels.deselect : labels.select}
      </EuiButton>
    </Popup>
  );
}
