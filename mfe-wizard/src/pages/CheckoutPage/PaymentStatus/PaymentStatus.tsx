import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EuiCallOut, EuiLoadingSpinner } from '@elastic/eui';
import { ApiErrorCallOut, formatKarachiDateTime } from '@rbt/web-kit';
import { usePaymentStatus } from '../../../api/payments';
import { useWizT } from '../../../messages';

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
