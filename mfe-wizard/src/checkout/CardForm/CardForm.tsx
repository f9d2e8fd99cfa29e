import { useState, type FormEvent } from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiForm,
  EuiFormRow,
  EuiPanel,
  EuiSpacer,
  EuiTitle,
} from '@elastic/eui';
import { checkCard, formatCardNumber, formatExpiry, type CardErrors, type CardFields } from '../card-checks';

export const PROVIDER_NOTICE =
  'Payments are simulated in this prototype: no card is charged and card details never leave your browser. A card provider integration will be enabled once provider keys are configured.';

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
  const row = (k: keyof CardFields, label: string, input: JSX.Element) => (
    <EuiFormRow label={label} isInvalid={!!errors[k]} error={errors[k]} fullWidth>
      {input}
    </EuiFormRow>
  );
  return (
    <EuiPanel hasBorder>
      <EuiTitle size="xs">
        <h2>Payment Details</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiCallOut size="s" iconType="info" title={PROVIDER_NOTICE} data-testid="provider-notice" />
      <EuiSpacer size="m" />
      <EuiForm component="form" onSubmit={submit} noValidate aria-label="Card payment">
        {row(
          'name',
          'Cardholder name',
          <EuiFieldText
            name="cc-name"
            autoComplete="cc-name"
            fullWidth
            value={fields.name}
            isInvalid={!!errors.name}
            onChange={(e) => set('name', e.target.value)}
          />,
        )}
        {row(
          'number',
          'Card number',
          <EuiFieldText
            name="cc-number"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="1234 5678 9012 3456"
            fullWidth
            value={fields.number}
            isInvalid={!!errors.number}
            onChange={(e) => set('number', formatCardNumber(e.target.value))}
          />,
        )}
        <EuiFlexGroup gutterSize="m" responsive={false}>
          <EuiFlexItem>
            {row(
              'expiry',
              'Expiry (MM/YY)',
              <EuiFieldText
                name="cc-exp"
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM/YY"
                fullWidth
                value={fields.expiry}
                isInvalid={!!errors.expiry}
                onChange={(e) => set('expiry', formatExpiry(e.target.value))}
              />,
            )}
          </EuiFlexItem>
          <EuiFlexItem>
            {row(
              'cvc',
              'CVC',
              <EuiFieldText
                name="cc-csc"
                autoComplete="cc-csc"
                inputMode="numeric"
                placeholder="123"
                fullWidth
                maxLength={4}
                value={fields.cvc}
                isInvalid={!!errors.cvc}
                onChange={(e) => set('cvc', e.target.value.replace(/\D/g, ''))}
              />,
            )}
          </EuiFlexItem>
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
