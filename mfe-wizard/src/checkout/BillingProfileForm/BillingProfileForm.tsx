import { useState, type FormEvent } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFieldText,
  EuiForm,
  EuiFormRow,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTextArea,
  EuiTitle,
} from '@elastic/eui';
import { BillingProfile, type BillingProfileInput } from '@rbt/contracts';
import { useSaveBillingProfile } from '../../api/billing-profile';
import { apiErrorMessage } from '@rbt/web-kit';

type Field = keyof BillingProfileInput;
const EMPTY: Record<Field, string> = { name: '', company: '', address: '', ntn: '' };

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
  const row = (k: Field, label: string, input: JSX.Element, helpText?: string) => (
    <EuiFormRow label={label} isInvalid={!!errors[k]} error={errors[k]} helpText={helpText} fullWidth>
      {input}
    </EuiFormRow>
  );
  const set = (k: Field) => (e: { target: { value: string } }) => setFields({ ...fields, [k]: e.target.value });
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
        {row(
          'name',
          'Full name',
          <EuiFieldText
            name="name"
            autoComplete="name"
            fullWidth
            value={fields.name}
            isInvalid={!!errors.name}
            onChange={set('name')}
          />,
        )}
        {row(
          'company',
          'Company',
          <EuiFieldText
            name="organization"
            autoComplete="organization"
            fullWidth
            value={fields.company}
            isInvalid={!!errors.company}
            onChange={set('company')}
          />,
        )}
        {row(
          'address',
          'Billing address',
          <EuiTextArea
            name="address"
            autoComplete="street-address"
            rows={3}
            fullWidth
            value={fields.address}
            isInvalid={!!errors.address}
            onChange={set('address')}
          />,
        )}
        {row(
          'ntn',
          'NTN (optional)',
          <EuiFieldText
            name="ntn"
            fullWidth
            placeholder="1234567-8"
            value={fields.ntn}
            isInvalid={!!errors.ntn}
            onChange={set('ntn')}
          />,
          'National Tax Number, or a CNIC for individuals',
        )}
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
