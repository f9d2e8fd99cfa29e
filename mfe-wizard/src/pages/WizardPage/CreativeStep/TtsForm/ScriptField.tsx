import { useState } from 'react';
import { EuiCallOut, EuiFormRow, EuiTextArea } from '@elastic/eui';
import { scriptSeconds, type TtsLanguage } from '@rbt/contracts';
import { scriptTextProps } from '@rbt/web-kit';
import { SCRIPT_MAX, scriptCutMessage } from '../tts-config';

export interface ScriptFieldProps {
  script: string;
  speed: number;
  language: TtsLanguage;
  onChange(script: string): void;
}

/**
 * Spec §2 script with character counter and estimated duration, at most 350 characters (§5). Longer text is
 * cut and the field says so (issue 28): no maxLength attribute, which would cut a paste before we could tell.
 */
export function ScriptField({ script, speed, language, onChange }: ScriptFieldProps) {
  const [cut, setCut] = useState<number | null>(null);
  return (
    <>
      <EuiFormRow
        label="Script"
        fullWidth
        helpText={
          <span data-testid="script-counter">
            {script.length}/{SCRIPT_MAX} characters
            {script.length >= SCRIPT_MAX ? ' (the limit)' : ''} · Estimated duration: {scriptSeconds(script, speed)}s
          </span>
        }
      >
        <EuiTextArea
          fullWidth
          rows={4}
          placeholder="Write your ad script here. Aim for 10-25 seconds when spoken."
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
          title={scriptCutMessage(cut)}
        />
      )}
    </>
  );
}
