import { EuiButton, EuiButtonIcon } from '@elastic/eui';

export interface IconAction {
  iconType: string;
  /** The accessible name, e.g. "Pause Eid Sale". */
  label: string;
  pending: boolean;
  onClick(): void;
  color?: 'danger';
}

/** A card's actions: one labelled button, then at most one icon button (pause, delete or duplicate). */
export function CardActions({
  label,
  onClick,
  fill,
  iconType,
  icon,
}: {
  label: string;
  onClick(): void;
  fill?: boolean;
  iconType?: string;
  icon?: IconAction;
}) {
  return (
    <>
      <EuiButton size="s" fill={fill} iconType={iconType} onClick={onClick}>
        {label}
      </EuiButton>
      {icon && (
        <EuiButtonIcon
          display="base"
          size="m"
          color={icon.color}
          iconType={icon.iconType}
          aria-label={icon.label}
          isLoading={icon.pending}
          onClick={icon.onClick}
        />
      )}
    </>
  );
}
