import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiIcon, EuiLoadingSpinner, EuiSpacer } from '@elastic/eui';
import { EDITABLE_STATUSES } from '@rbt/contracts';
import { apiErrorMessage, formatPkr, PageFrame } from '@rbt/web-kit';
import { useCampaign } from '../../api/campaigns';
import { useCampaignInvoices } from '../../api/invoices';
import { usePayment } from '../../api/payments';
import { CostBreakdown } from '../../components/CostBreakdown/CostBreakdown';
import { useToast } from '../../components/use-toast';
import { CampaignSummary } from './CampaignSummary/CampaignSummary';
import { PaymentColumn } from './PaymentColumn/PaymentColumn';
import { PaidPanel } from './PaidPanel/PaidPanel';
import { BankTransferPanel } from './BankTransferPanel/BankTransferPanel';
import { useWizT } from '../../messages';

/** /campaigns/{id}/checkout (spec §2): summary, the locked quote's breakdown and the simulated card payment. */
export function CheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const t = useWizT();
  const campaign = useCampaign(id);
  const pay = usePayment(id);
  const { notify, toastList } = useToast();
  // Paid and past the wizard (in review or later): nothing to pay here. A rejected campaign is fixed in the wizard and
  // resubmitted, so it shows "not ready for payment", as a draft does.
  const paid = !!pay.data || (!!campaign.data && !EDITABLE_STATUSES.includes(campaign.data.status));
  // The payment made here is the campaign's first invoice; a later top-up has its own (shown on the details page).
  const invoices = useCampaignInvoices(id, paid && !pay.data);
  // A second click can arrive before React re-renders with isPending; the same key would replay anyway.
  const inFlight = useRef(false);

  // No timer sends the advertiser home after paying (issue 15): the success panel stays until they leave it.
  const onPay = (cardholderName: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    pay.mutate(
      { method: 'simulated_card', cardholderName },
      {
        onSuccess: () =>
          notify({
            title: t('wiz.checkout.paidTitle'),
            text: t('wiz.checkout.paidText'),
            color: 'success',
          }),
        onError: (e) => notify({ title: t('wiz.checkout.failed'), text: apiErrorMessage(e), color: 'danger' }),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  let body: JSX.Element;
  if (campaign.isPending) body = <EuiLoadingSpinner size="xl" data-testid="checkout-loading" />;
  else if (campaign.isError)
    body = (
      <EuiCallOut color="danger" iconType="error" title={t('wiz.checkout.loadFailed')}>
        {apiErrorMessage(campaign.error)}
      </EuiCallOut>
    );
  else if (paid) {
    body = (
      <PaidPanel
        invoice={pay.data?.invoice ?? invoices.data?.find((i) => !i.topUpId) ?? null}
        simulated={pay.data?.payment.provider === 'simulated'}
        onHome={() => navigate('/')}
      />
    );
  } else if (campaign.data.status !== 'awaiting_payment' || !campaign.data.quote) {
    body = (
      <EuiCallOut
        color="warning"
        iconType="warning"
        title={t('wiz.checkout.notReadyTitle')}
        data-testid="not-submitted"
      >
        <p>{t('wiz.checkout.notReadyText')}</p>
      </EuiCallOut>
    );
  } else {
    const quote = campaign.data.quote;
    body = (
      <EuiFlexGroup gutterSize="l" wrap>
        <EuiFlexItem style={{ minWidth: 300 }}>
          <CampaignSummary campaign={campaign.data} />
          <EuiSpacer size="m" />
          <CostBreakdown quote={quote} />
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 300 }}>
          <PaymentColumn
            payLabel={t('wiz.checkout.pay', { amount: formatPkr(quote.totalCost) })}
            paying={pay.isPending}
            onPay={onPay}
          />
          <EuiSpacer size="m" />
          <BankTransferPanel campaignId={id} />
        </EuiFlexItem>
      </EuiFlexGroup>
    );
  }

  return (
    <PageFrame title={t('wiz.checkout.title')}>
      {paid ? (
        // Paid: the wizard's Pay & Launch no longer applies; the campaign's page is where it goes on (issue 28).
        <Link to={`/campaigns/${encodeURIComponent(id)}`} data-testid="back-to-campaign">
          <EuiIcon type="chevronSingleLeft" size="s" /> {t('wiz.checkout.backToCampaign')}
        </Link>
      ) : (
        <Link to={`/campaigns/new?continue=${encodeURIComponent(id)}&step=3`} data-testid="back-to-wizard">
          <EuiIcon type="chevronSingleLeft" size="s" /> {t('wiz.checkout.backToWizard')}
        </Link>
      )}
      <EuiSpacer size="m" />
      {body}
      {toastList}
    </PageFrame>
  );
}
