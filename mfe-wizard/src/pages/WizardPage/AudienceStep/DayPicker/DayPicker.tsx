import { EuiButton, EuiFlexGroup, EuiFlexItem, EuiFormRow } from '@elastic/eui';
import type { DayOfWeek } from '@rbt/contracts';
import { useWizT } from '../../../../messages';
import { useNames } from '../../../../messages/reference';

/** Monday first, as Pakistani calendars print the week. */
export const WEEK: readonly { id: DayOfWeek }[] = [
  { id: 'mon' },
  { id: 'tue' },
  { id: 'wed' },
  { id: 'thu' },
  { id: 'fri' },
  { id: 'sat' },
  { id: 'sun' },
];

/**
 * The days a tick of one day gives. The draft keeps [] for "every day" (the model's and the engine's reading),
 * so all seven ticked is stored as []; the last ticked day cannot be unticked (a campaign plays on some day).
 */
export function toggleDay(days: readonly DayOfWeek[], id: DayOfWeek): DayOfWeek[] {
  const on = days.length === 0 ? WEEK.map((d) => d.id) : [...days];
  const next = on.includes(id) ? on.filter((d) => d !== id) : [...on, id];
  if (next.length === 0) return [...days];
  return next.length === 7 ? [] : WEEK.map((d) => d.id).filter((d) => next.includes(d));
}

/** Day-of-week picker: which days of the week the campaign plays; prices and plays count only these. */
export function DayPicker({
  value,
  onChange,
  helpText,
}: {
  value: readonly DayOfWeek[];
  onChange(days: DayOfWeek[]): void;
  helpText: string;
}) {
  const t = useWizT();
  const names = useNames();
  const on = (id: DayOfWeek) => value.length === 0 || value.includes(id);
  return (
    <EuiFormRow label={t('wiz.days.label')} helpText={helpText} fullWidth>
      <EuiFlexGroup gutterSize="xs" wrap responsive={false} role="group" aria-label={t('wiz.days.label')}>
        {WEEK.map((d) => (
          <EuiFlexItem grow={false} key={d.id}>
            <EuiButton
              size="s"
              minWidth={0}
              fill={on(d.id)}
              isSelected={on(d.id)}
              iconType={on(d.id) ? 'check' : undefined}
              aria-label={t(`wiz.dayName.${d.id}`)}
              data-day={d.id}
              onClick={() => onChange(toggleDay(value, d.id))}
            >
              {names.day(d.id)}
            </EuiButton>
          </EuiFlexItem>
        ))}
      </EuiFlexGroup>
    </EuiFormRow>
  );
}
