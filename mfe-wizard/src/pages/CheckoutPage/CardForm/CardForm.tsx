import { useState, type FormEvent } from 'react';
import { EuiButton, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiForm, EuiPanel, EuiSpacer, EuiTitle } from '@elastic/eui';
import { TextFieldRow, type TextFieldRowProps } from '../TextFieldRow/TextFieldRow';
import { checkCard, formatCardNumber, formatExpiry, type CardErrors, type CardFields } from '../card-checks';
import { useWizT, type WizMessageId } from '../../../messages';

const asTyped = (v: string) => v;
/** Each card input: browser autofill names, keypad and hint, and how typing is tidied (spaces, slash, digits). */
type CardField = Omit<TextFieldRowProps, 'label' | 'placeholder'> & {
  label: WizMessageId;
  placeholder?: WizMessageId | string;
  format(v: string): string;
};
const CARD_FIELDS: Record<keyof CardFields, CardField> = {
  name: { label: 'wiz.card.name', name: 'cc-name', autoComplete: 'cc-name', format: asTyped },
  number: {
    label: 'wiz.card.number',
    name: 'cc-number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 9012 3456',
    format: formatCardNumber,
  },
  expiry: {
    label: 'wiz.card.expiry',
    name: 'cc-exp',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'wiz.card.expiryPlaceholder',
    format: formatExpiry,
  },
  cvc: {
    label: 'wiz.card.cvc',
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
  const t = useWizT();
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
    const { format, label, placeholder, ...input } = CARD_FIELDS[k];
    const error = errors[k];
    // Placeholders that are example figures (1234 5678 …) stay as they are; the others are message ids.
    const hint = placeholder?.startsWith('wiz.') ? t(placeholder as WizMessageId) : placeholder;
    return (
      <TextFieldRow
        {...input}
        label={t(label)}
        placeholder={hint}
        value={fields[k]}
        error={error && t(error)}
        onChange={(e) => set(k, format(e.target.value))}
      />
    );
  };
  return (
    <EuiPanel hasBorder>
      <EuiTitle size="xs">
        <h2>{t('wiz.card.title')}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiCallOut size="s" iconType="info" title={t('wiz.card.notice')} data-testid="provider-notice" />
      <EuiSpacer size="m" />
      <EuiForm component="form" onSubmit={submit} noValidate aria-label={t('wiz.card.form')}>
        {field('name')}
        {field('number')}
        {/* The spacing EUI puts between stacked rows; side by side they lost it and Urdu labels touched the field. */}
        <EuiSpacer size="m" />
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
          {paying ? t('wiz.card.processing') : payLabel}
        </EuiButton>
      </EuiForm>
    </EuiPanel>
  );
}
