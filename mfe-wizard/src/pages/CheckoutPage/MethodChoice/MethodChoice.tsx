import { useState } from 'react';
import { EuiButton, EuiPanel, EuiRadioGroup, EuiSpacer, EuiTitle } from '@elastic/eui';
import type { PaymentRequest } from '@rbt/contracts';
import { useWizT, type WizMessageId } from '../../../messages';

export interface MethodChoiceProps {
  payLabel: string;
  paying: boolean;
  onPay(choice: PaymentRequest): void;
}

/**
 * How the advertiser pays; each choice opens that provider's own page (the portal never sees card or wallet PINs).
 * Bank transfer is not in this list: it needs no provider page, so its panel sits beside this one.
 */
const CHOICES: { id: string; label: WizMessageId; choice: PaymentRequest }[] = [
  { id: 'jazzcash-wallet', label: 'wiz.pay.jazzcashWallet', choice: { provider: 'jazzcash', method: 'wallet' } },
  { id: 'jazzcash-card', label: 'wiz.pay.jazzcashCard', choice: { provider: 'jazzcash', method: 'card' } },
  { id: 'jazzcash-voucher', label: 'wiz.pay.jazzcashVoucher', choice: { provider: 'jazzcash', method: 'voucher' } },
  { id: 'easypaisa-wallet', label: 'wiz.pay.easypaisaWallet', choice: { provider: 'easypaisa', method: 'wallet' } },
  { id: 'easypaisa-voucher', label: 'wiz.pay.easypaisaVoucher', choice: { provider: 'easypaisa', method: 'voucher' } },
  { id: 'easypaisa-card', label: 'wiz.pay.easypaisaCard', choice: { provider: 'easypaisa', method: 'card' } },
];

export function MethodChoice({ payLabel, paying, onPay }: MethodChoiceProps) {
  const t = useWizT();
  const [selected, setSelected] = useState(CHOICES[0].id);
  const choice = CHOICES.find((c) => c.id === selected) ?? CHOICES[0];
  return (
    <EuiPanel hasBorder data-testid="payment-methods">
      <EuiTitle size="xs">
        <h2>{t('wiz.pay.title')}</h2>
      </EuiTitle>
      <EuiSpacer size="s" />
      <EuiRadioGroup
        name="payment-method"
        options={CHOICES.map((c) => ({ id: c.id, label: t(c.label) }))}
        idSelected={selected}
        onChange={setSelected}
        legend={{ children: t('wiz.pay.title'), display: 'hidden' }}
      />
      <EuiSpacer size="m" />
      <EuiButton fill fullWidth isLoading={paying} onClick={() => onPay(choice.choice)} data-testid="pay-button">
        {payLabel}
      </EuiButton>
    </EuiPanel>
  );
}
