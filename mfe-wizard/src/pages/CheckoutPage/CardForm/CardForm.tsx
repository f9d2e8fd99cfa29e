import { useState, type FormEvent } from 'react';
import { EuiButton, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiForm, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { TextFieldRow, type TextFieldRowProps } from '../TextFieldRow/TextFieldRow';
import { checkCard, formatCardNumber, formatExpiry, type CardErrors, type CardFields } from '../card-checks';

export const PROVIDER_NOTICE =
  'Payments are simulated in this prototype: no card is charged and card details never leave your browser. A card provider integration will be enabled once provider keys are configured.';

const asTyped = (v: string) => v;
/** Each card input: browser autofill names, keypad and hint, and how typing is tidied (spaces, slash, digits). */
const CARD_FIELDS: Record<keyof CardFields, TextFieldRowProps & { format(v: string): string }> = {
  name: { label: 'Cardholder name', name: 'cc-name', autoComplete: 'cc-name', format: asTyped },
  number: {
    label: 'Card number',
    name: 'cc-number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 9012 3456',
    format: formatCardNumber,
  },
  expiry: {
    label: 'Expiry (MM/YY)',
    name: 'cc-exp',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
    format: formatExpiry,
  },
  cvc: {
    label: 'CVC',
    name: 'cc-csc',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    placeholder: '123',
    maxLength: 4,
    format: (v) => v.replace(/\D/g, ''),
  },
};

export interface CardFormProps {
  payLabel: string;
  paying: boolean;
  onPay(cardholderName: string): void;
}

/** The simulated card form (spec §1): checked in the browser only; the server receives just the cardholder name. */
export function CardForm({ payLabel, paying, onPay }: CardFormProps) {
  const [fields, setFields] = useState<CardFields>({ name: '', number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [tried, setTried] = useState(false);
  const set = (k: keyof CardFields, v: string) => {
    const next = { ...fields, [k]: v };
    setFields(next);
    if (tried) setErrors(checkCard(next));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (paying) return;
    const found = checkCard(fields);
    setTried(true);
    setErrors(found);
    if (Object.keys(found).length === 0) onPay(fields.name.trim());
  };
  const field = (k: keyof CardFields) => {
    const { format, ...input } = CARD_FIELDS[k];
    return (
      <TextFieldRow {...input} value={fields[k]} error={errors[k]} onChange={(e) => set(k, format(e.target.value))} />
    );
  };
  return (
    <EuiPanel hasBorder>
      <EuiTitle size="xs">
        <h2>Payment Details</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiCallOut size="s" iconType="info" title={PROVIDER_NOTICE} data-testid="provider-notice" />
      <EuiSpacer size="m" />
      <EuiForm component="form" onSubmit={submit} noValidate aria-label="Card payment">
        {field('name')}
        {field('number')}
        <EuiFlexGroup gutterSize="m" responsive={false}>
          <EuiFlexItem>{field('expiry')}</EuiFlexItem>
          <EuiFlexItem>{field('cvc')}</EuiFlexItem>
        </EuiFlexGroup>
        <EuiSpacer size="m" />
        <EuiButton
          type="submit"
          fill
          fullWidth
          iconType="lock"
          isLoading={paying}
          isDisabled={paying}
          data-testid="pay-button"
        >
          {paying ? 'Processing Payment...' : payLabel}
        </EuiButton>
      </EuiForm>
    </EuiPanel>
  );
}
