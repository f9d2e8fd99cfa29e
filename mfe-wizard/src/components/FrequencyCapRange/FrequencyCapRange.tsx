import { EuiFormRow, EuiRange } from '@elastic/eui';
import { useWizT } from '../../messages';

/** Spec §5: frequency cap per day, 1 to 5 in steps of 1 (step 1 and the standard-targeting page share it). */
export function FrequencyCapRange({ value, onChange }: { value: number; onChange(cap: number): void }) {
  const t = useWizT();
  return (
    <EuiFormRow label={t('wiz.freqCap.label')} fullWidth>
      <EuiRange
        min={1}
        max={5}
        step={1}
        showTicks
        showValue
        fullWidth
        value={value}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
        aria-label={t('wiz.freqCap.label')}
      />
    </EuiFormRow>
  );
}
