import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiLoadingSpinner,
  EuiPanel,
  EuiRadioGroup,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import type { PaymentRequest } from '@rbt/contracts';
import {
  ApiErrorCallOut,
  apiErrorText,
  BillingProfileForm,
  formatKarachiDateTime,
  useBillingProfile,
  useSingleToast,
} from '@rbt/web-kit';
import { goOn, usePayment, usePaymentStatus } from '../../../api/payments';
import { BankTransferPanel } from '../BankTransferPanel/BankTransferPanel';
import { useWizT, type WizMessageId } from '../../../messages';

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

interface MethodChoiceProps {
  payLabel: string;
  paying: boolean;
  onPay(choice: PaymentRequest): void;
}

/** The method radios and the Pay button; the checkout's below, and the top-up's, which pays another request. */
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

/**
 * The checkout's right-hand column: billing details first (asked once, then shown with a way to change them), then
 * the choice of payment method, which starts the attempt here, and below it the bank transfer (no provider page).
 * Invoices are made out to these details, so paying either way waits until they exist.
 */
export function PayPanel({ campaignId, payLabel }: { campaignId: string; payLabel: string }) {
  const t = useWizT();
  const navigate = useNavigate();
  const profile = useBillingProfile();
  const [editing, setEditing] = useState(false);
  const pay = usePayment(campaignId);
  const { notify, toastList } = useSingleToast({ atTop: true });
  // A second click can arrive before React re-renders with isPending; the same key would replay anyway.
  const inFlight = useRef(false);

  // On success the browser leaves for the provider's page; it comes back with ?payment=.
  const onPay = (choice: PaymentRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    pay.mutate(choice, {
      onSuccess: (answer) => goOn(answer, (ref) => navigate(`?payment=${encodeURIComponent(ref)}`)),
      onError: (e) => {
        inFlight.current = false;
        notify({ title: t('wiz.checkout.failed'), text: apiErrorText(e), color: 'danger' });
      },
    });
  };

  if (profile.isPending) return <EuiLoadingSpinner size="l" data-testid="billing-profile-loading" />;
  const current = profile.data ?? null;
  if (!current || editing) {
    return (
      <>
        <BillingProfileForm
          initial={current}
          onSaved={() => setEditing(false)}
          onCancel={current ? () => setEditing(false) : undefined}
        />
        {toastList}
      </>
    );
  }
  return (
    <>
      <EuiPanel hasBorder paddingSize="s" data-testid="billing-profile-summary">
        <EuiText size="s">
          <strong>{t('wiz.billing.invoiceTo')}</strong>
          <p>
            {t('wiz.billing.line', { company: current.company, name: current.name })}
            <br />
            {/* Typed by the advertiser, often in Latin: isolated so it keeps its own order in a right-to-left page. */}
            <bdi>{current.address}</bdi>
            {current.ntn ? (
              <>
                <br />
                {t('wiz.billing.ntn', { ntn: current.ntn })}
              </>
            ) : null}
          </p>
        </EuiText>
        <EuiButtonEmpty size="xs" flush="left" onClick={() => setEditing(true)}>
          {t('wiz.billing.change')}
        </EuiButtonEmpty>
      </EuiPanel>
      <EuiSpacer size="m" />
      <MethodChoice payLabel={payLabel} paying={pay.isPending || pay.isSuccess} onPay={onPay} />
      <EuiSpacer size="m" />
      <BankTransferPanel campaignId={campaignId} />
      {toastList}
    </>
  );
}

/** After the provider's page: paid, waiting (wallet approval, voucher at a shop), being confirmed, or not paid. */
export function PaymentStatus({ id, reference }: { id: string; reference: string }) {
  const t = useWizT();
  const status = usePaymentStatus(id, reference);
  const client = useQueryClient();
  const state = status.data?.payment.state;
  // Paid: the campaign (now in review, or its top-up applied) and its invoices are fetched again.
  useEffect(() => {
    if (state === 'paid') void client.invalidateQueries({ queryKey: ['/api/campaigns'] });
  }, [state, client]);
  if (status.isPending) return <EuiLoadingSpinner size="l" />;
  if (status.isError)
    return <ApiErrorCallOut error={status.error} title={t('wiz.pay.statusFailed')} onRetry={status.refetch} />;
  const p = status.data.payment;
  if (p.state === 'paid')
    return (
      <EuiCallOut color="success" iconType="check" title={t('wiz.checkout.paidTitle')} data-testid="payment-status" />
    );
  if (p.state === 'cancelled' || p.state === 'failed' || p.state === 'expired' || p.state === 'refunded')
    return (
      <EuiCallOut color="warning" iconType="warning" title={t('wiz.pay.notPaid')} data-testid="payment-status">
        <p>{t('wiz.pay.notPaidText')}</p>
      </EuiCallOut>
    );
  const easypaisa = p.provider === 'easypaisa';
  const text = p.voucher
    ? t(easypaisa ? 'wiz.pay.voucherEasypaisa' : 'wiz.pay.voucher', {
        number: p.voucher.number,
        until: formatKarachiDateTime(p.voucher.expiresAt ?? p.expiresAt),
      })
    : p.method === 'wallet' && p.providerCode === (easypaisa ? 'PENDING' : '157')
      ? t(easypaisa ? 'wiz.pay.walletWaitingEasypaisa' : 'wiz.pay.walletWaiting')
      : t('wiz.pay.confirming');
  return (
    <EuiCallOut color="primary" iconType="clock" title={text} data-testid="payment-status">
      <EuiLoadingSpinner size="s" />
    </EuiCallOut>
  );
}
