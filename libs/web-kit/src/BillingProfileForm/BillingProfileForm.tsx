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
import { BILLING_MESSAGES, BillingProfile, type BillingProfileInput } from '@rbt/contracts';
import { useSaveBillingProfile } from '../billing-profile-api';
import { TextFieldRow, type TextFieldRowProps } from './TextFieldRow';
import { apiErrorText } from '../format';
import { useKitT } from '../i18n/use-t';
import type { KitMessageId } from '../i18n/kit-catalogs';
import { useUser } from '../user-context';

type Field = keyof BillingProfileInput;
const EMPTY: Record<Field, string> = { name: '', company: '', address: '', ntn: '' };

type TextField = Exclude<Field, 'address'>;
/** The one-line inputs (the address is a textarea): browser autofill names and hints. */
const TEXT_FIELDS: Record<
  TextField,
  Omit<TextFieldRowProps, 'label' | 'helpText'> & { label: KitMessageId; helpText?: KitMessageId }
> = {
  name: { label: 'kit.billing.name', name: 'name', autoComplete: 'name' },
  company: { label: 'kit.billing.company', name: 'organization', autoComplete: 'organization' },
  ntn: { label: 'kit.billing.ntnLabel', name: 'ntn', placeholder: '1234567-8', helpText: 'kit.billing.ntnHelp' },
};

/** The contract's English messages by their key, so the page words them in its own language. */
const MESSAGE_KEYS = new Map<string, keyof typeof BILLING_MESSAGES>(
  Object.entries(BILLING_MESSAGES).map(([k, v]) => [v, k as keyof typeof BILLING_MESSAGES]),
);
const worded = (message: string, t: ReturnType<typeof useKitT>): string => {
  const key = MESSAGE_KEYS.get(message);
  return key ? t(`kit.billing.err.${key}`) : message;
};

/** The person's own name from the account (never the email the header falls back to): a billing name is a name. */
const fullName = (user: ReturnType<typeof useUser>) =>
  [user?.firstName, user?.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');

export interface BillingProfileFormProps {
  initial: BillingProfile | null;
  onSaved(profile: BillingProfile): void;
  onCancel?(): void;
}

/**
 * Who invoices are made out to (the checkout asks once; Settings changes them), checked with the same contract the
 * server uses. Before any are saved, the name and company given at sign-up are offered, not asked again.
 */
export function BillingProfileForm({ initial, onSaved, onCancel }: BillingProfileFormProps) {
  const t = useKitT();
  const user = useUser();
  const [fields, setFields] = useState<Record<Field, string>>(() =>
    initial
      ? { ...initial, ntn: initial.ntn ?? '' }
      : { ...EMPTY, name: fullName(user), company: user?.companyName ?? '' },
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveBillingProfile();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = BillingProfile.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), worded(i.message, t)])));
      return;
    }
    setErrors({});
    save.mutate(fields, { onSuccess: (p) => p && onSaved(p) });
  };
  const set = (k: Field) => (e: { target: { value: string } }) => setFields({ ...fields, [k]: e.target.value });
  const field = (k: TextField) => {
    const { label, helpText, ...input } = TEXT_FIELDS[k];
    return (
      <TextFieldRow
        {...input}
        label={t(label)}
        helpText={helpText && t(helpText)}
        value={fields[k]}
        error={errors[k]}
        onChange={set(k)}
      />
    );
  };
  return (
    <EuiPanel hasBorder data-testid="billing-profile-form">
      <EuiTitle size="xs">
        <h2>{t('kit.billing.title')}</h2>
      </EuiTitle>
      <EuiText size="xs" color="subdued">
        <p>{t('kit.billing.intro')}</p>
        {!initial && (fields.name || fields.company) && (
          <p data-testid="billing-prefilled">{t('kit.billing.prefilled')}</p>
        )}
      </EuiText>
      <EuiSpacer size="m" />
      <EuiForm component="form" onSubmit={submit} noValidate aria-label={t('kit.billing.title')}>
        {field('name')}
        {field('company')}
        <EuiFormRow label={t('kit.billing.address')} isInvalid={!!errors.address} error={errors.address} fullWidth>
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
            title={apiErrorText(save.error)}
            data-testid="billing-profile-error"
          />
        )}
        <EuiSpacer size="m" />
        <EuiButton type="submit" fill isLoading={save.isPending} data-testid="save-billing-profile">
          {t('kit.billing.save')}
        </EuiButton>
        {onCancel && <EuiButtonEmpty onClick={onCancel}>{t('kit.billing.cancel')}</EuiButtonEmpty>}
      </EuiForm>
    </EuiPanel>
  );
}
