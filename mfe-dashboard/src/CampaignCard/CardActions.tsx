import { EuiButton, EuiButtonIcon } from '@elastic/eui';

export interface IconAction {
  iconType: string;
  /** The accessible name, e.g. "Pause Eid Sale". */
  label: string;
  pending: boolean;
  onClick(): void;
  color?: 'danger';
}

/** A card's actions: one labelled button, maybe a second (Resume), then at most one icon (pause, delete, duplicate). */
export function CardActions({
  label,
  onClick,
  fill,
  iconType,
  icon,
  call,
}: {
  label: string;
  onClick(): void;
  fill?: boolean;
  iconType?: string;
  icon?: IconAction;
  /** A labelled action beside them (Resume on a campaign its owner paused). */
  call?: IconAction & { text: string };
}) {
  return (
    <>
      <EuiButton size="s" fill={fill} iconType={iconType} onClick={onClick}>
        {label}
      </EuiButton>
      {call && (
        <EuiButton
          size="s"
          fill
          iconType={call.iconType}
          aria-label={call.label}
          isLoading={call.pending}
          onClick={call.onClick}
        >
          {call.text}
        </EuiButton>
      )}
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
