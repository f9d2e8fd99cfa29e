import type { ComponentProps } from 'react';
import { EuiFieldText, EuiFormRow } from '@elastic/eui';

export type TextFieldRowProps = Omit<ComponentProps<typeof EuiFieldText>, 'isInvalid' | 'fullWidth'> & {
  label: string;
  /** The field's message once checked; the row and its input are marked invalid while there is one. */
  error?: string;
  helpText?: string;
};

/** A full-width labelled text input of a checkout form (card and billing details) with its error under it. */
export function TextFieldRow({ label, error, helpText, ...input }: TextFieldRowProps) {
  return (
    <EuiFormRow label={label} isInvalid={!!error} error={error} helpText={helpText} fullWidth>
      <EuiFieldText fullWidth isInvalid={!!error} {...input} />
    </EuiFormRow>
  );
}
