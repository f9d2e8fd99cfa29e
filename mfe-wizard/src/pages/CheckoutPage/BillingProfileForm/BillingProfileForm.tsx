import { useState, type FormEvent } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiForm,
  EuiFormRow,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTextArea,
  EuiTitle,
} from '@elastic/eui';
import { BillingProfile, type BillingProfileInput } from '@rbt/contracts';
import { useSaveBillingProfile } from '../../../api/billing-profile';
import { TextFieldRow, type TextFieldRowProps } from '../TextFieldRow/TextFieldRow';
import { apiErrorMessage } from '@rbt/web-kit';

type Field = keyof BillingProfileInput;
const EMPTY: Record<Field, string> = { name: '', company: '', address: '', ntn: '' };

type TextField = Exclude<Field, 'address'>;
/** The one-line inputs (the address is a textarea): browser autofill names and hints. */
const TEXT_FIELDS: Record<TextField, TextFieldRowProps> = {
  name: { label: 'Full name', name: 'name', autoComplete: 'name' },
  company: { label: 'Company', name: 'organization', autoComplete: 'organization' },
  ntn: {
    label: 'NTN (optional)',
    name: 'ntn',
    placeholder: '1234567-8',
    helpText: 'National Tax Number, or a CNIC for individuals',
  },
};

export interface BillingProfileFormProps {
  initial: BillingProfile | null;
  onSaved(profile: BillingProfile): void;
  onCancel?(): void;
}

/** Who invoices are made out to, asked once at checkout; checked with the same contract the server uses. */
export function BillingProfileForm({ initial, onSaved, onCancel }: BillingProfileFormProps) {
  const [fields, setFields] = useState<Record<Field, string>>(initial ? { ...initial, ntn: initial.ntn ?? '' } : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveBillingProfile();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = BillingProfile.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(fields, { onSuccess: (p) => p && onSaved(p) });
  };
  const set = (k: Field) => (e: { target: { value: string } }) => setFields({ ...fields, [k]: e.target.value });
  const field = (k: TextField) => (
    <TextFieldRow {...TEXT_FIELDS[k]} value={fields[k]} error={errors[k]} onChange={set(k)} />
  );
  return (
    <EuiPanel hasBorder data-testid="billing-profile-form">
      <EuiTitle size="xs">
        <h2>Billing details</h2>
      </EuiTitle>
      <EuiText size="xs" color="subdued">
        <p>Printed on your invoices and receipts. Asked once; you can change it here later.</p>
      </EuiText>
      <EuiSpacer size="m" />
      <EuiForm component="form" onSubmit={submit} noValidate aria-label="Billing details">
        {field('name')}
        {field('company')}
        <EuiFormRow label="Billing address" isInvalid={!!errors.address} error={errors.address} fullWidth>
          <EuiTextArea
            name="address"
            autoComplete="street-address"
            rows={3}
            fullWidth
            value={fields.address}
            isInvalid={!!errors.address}
            onChange={set('address')}
          />
        </EuiFormRow>
        {field('ntn')}
        {save.isError && (
          <EuiCallOut
            size="s"
            color="danger"
            iconType="error"
            title={apiErrorMessage(save.error)}
            data-testid="billing-profile-error"
          />
        )}
        <EuiSpacer size="m" />
        <EuiButton type="submit" fill isLoading={save.isPending} data-testid="save-billing-profile">
          Save billing details
        </EuiButton>
        {onCancel && <EuiButtonEmpty onClick={onCancel}>Cancel</EuiButtonEmpty>}
      </EuiForm>
    </EuiPanel>
  );
}
