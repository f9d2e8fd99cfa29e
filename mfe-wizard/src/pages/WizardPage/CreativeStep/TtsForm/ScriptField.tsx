import { useState } from 'react';
import { EuiCallOut, EuiFormRow, EuiTextArea } from '@elastic/eui';
import { scriptSeconds, type TtsLanguage } from '@rbt/contracts';
import { scriptTextProps } from '@rbt/web-kit';
import { SCRIPT_MAX } from './tts-limits';
import { useWizT } from '../../../../messages';

export interface ScriptFieldProps {
  script: string;
  speed: number;
  language: TtsLanguage;
  onChange(script: string): void;
}

/**
 * Spec §2 script with character counter and estimated duration, at most 350 characters (§5). Longer text is
 * cut and the field says so: no maxLength attribute, which would cut a paste before we could tell.
 */
export function ScriptField({ script, speed, language, onChange }: ScriptFieldProps) {
  const t = useWizT();
  const [cut, setCut] = useState<number | null>(null);
  return (
    <>
      <EuiFormRow
        label={t('wiz.script.label')}
        fullWidth
        helpText={
          <span data-testid="script-counter">
            {t('wiz.script.help', {
              count: script.length,
              max: SCRIPT_MAX,
              atLimit: script.length >= SCRIPT_MAX ? 'yes' : 'no',
              seconds: scriptSeconds(script, speed),
            })}
          </span>
        }
      >
        <EuiTextArea
          fullWidth
          rows={4}
          placeholder={t('wiz.script.placeholder')}
          {...scriptTextProps(script, language)}
          value={script}
          onChange={(e) => {
            const text = e.target.value;
            setCut(text.length > SCRIPT_MAX ? text.length : null);
            onChange(text.slice(0, SCRIPT_MAX));
          }}
        />
      </EuiFormRow>
      {cut !== null && (
        <EuiCallOut
          color="warning"
          size="s"
          iconType="warning"
          data-testid="script-cut"
          title={t('wiz.script.cut', { length: cut, max: SCRIPT_MAX, cut: cut - SCRIPT_MAX })}
        />
      )}
    </>
  );
}
