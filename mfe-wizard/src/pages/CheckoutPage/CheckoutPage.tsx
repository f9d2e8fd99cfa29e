import { useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiIcon, EuiLoadingSpinner, EuiSpacer } from '@elastic/eui';
import { EDITABLE_STATUSES, type PaymentRequest } from '@rbt/contracts';
import { apiErrorText, formatPkr, PageFrame } from '@rbt/web-kit';
import { useCampaign } from '../../api/campaigns';
import { useCampaignInvoices } from '../../api/invoices';
import { goOn, useCheckoutCredit, usePayment } from '../../api/payments';
import { CostBreakdown } from '../../components/CostBreakdown/CostBreakdown';
import { useToast } from '../../components/use-toast';
import { CampaignSummary } from './CampaignSummary/CampaignSummary';
import { PaymentColumn } from './PaymentColumn/PaymentColumn';
import { PaidPanel } from './PaidPanel/PaidPanel';
import { PaymentStatus } from './PaymentStatus/PaymentStatus';
import { BankTransferPanel } from './BankTransferPanel/BankTransferPanel';
import { useWizT } from '../../messages';

/**
 * /campaigns/{id}/checkout (spec §2): summary, the locked quote's breakdown and the choice of payment method, which
 * sends the browser to the provider's page. The provider sends it back here with `?payment=<reference>`: the
 * attempt's status shows above the page until the server has confirmed it with the provider.
 */
export function CheckoutPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const t = useWizT();
  const campaign = useCampaign(id);
  const pay = usePayment(id);
  const { notify, toastList } = useToast();
  // Paid and past the wizard (in review or later): nothing to pay here. A rejected campaign is fixed in the wizard and
  // resubmitted, so it shows "not ready for payment", as a draft does.
  const [search] = useSearchParams();
  const returned = search.get('payment');
  const paid = !!campaign.data && !EDITABLE_STATUSES.includes(campaign.data.status);
  // The payment made here is the campaign's first invoice; a later top-up has its own (shown on the details page).
  const invoices = useCampaignInvoices(id, paid);
  // A second click can arrive before React re-renders with isPending; the same key would replay anyway.
  const inFlight = useRef(false);
  const credit = useCheckoutCredit(id, campaign.data?.status === 'awaiting_payment');
  const creditPkr = credit.data?.creditPkr ?? 0;

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

  let body: JSX.Element;
  if (campaign.isPending) body = <EuiLoadingSpinner size="xl" data-testid="checkout-loading" />;
  else if (campaign.isError)
    body = (
      <EuiCallOut color="danger" iconType="error" title={t('wiz.checkout.loadFailed')}>
        {apiErrorText(campaign.error)}
      </EuiCallOut>
    );
  else if (paid) {
    body = <PaidPanel invoice={invoices.data?.find((i) => !i.topUpId) ?? null} onHome={() => navigate('/')} />;
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
          {creditPkr > 0 && (
            <>
              <EuiCallOut color="success" iconType="check" size="s" data-testid="credit-applied">
                {t('wiz.checkout.creditApplied', {
                  credit: formatPkr(creditPkr),
                  rest: formatPkr(credit.data!.toPayPkr),
                })}
              </EuiCallOut>
              <EuiSpacer size="m" />
            </>
          )}
          <PaymentColumn
            payLabel={t('wiz.checkout.pay', {
              amount: formatPkr(creditPkr > 0 ? credit.data!.toPayPkr : quote.totalCost),
            })}
            paying={pay.isPending || pay.isSuccess}
            onPay={onPay}
            otherWays={<BankTransferPanel campaignId={id} />}
          />
        </EuiFlexItem>
      </EuiFlexGroup>
    );
  }

  return (
    <PageFrame title={t('wiz.checkout.title')}>
      {paid ? (
        // Paid: the wizard's Pay & Launch no longer applies; the campaign's page is where it goes on.
        <Link to={`/campaigns/${encodeURIComponent(id)}`} data-testid="back-to-campaign">
          <EuiIcon type="chevronSingleLeft" size="s" /> {t('wiz.checkout.backToCampaign')}
        </Link>
      ) : (
        <Link to={`/campaigns/new?continue=${encodeURIComponent(id)}&step=3`} data-testid="back-to-wizard">
          <EuiIcon type="chevronSingleLeft" size="s" /> {t('wiz.checkout.backToWizard')}
        </Link>
      )}
      <EuiSpacer size="m" />
      {returned && !paid && (
        <>
          <PaymentStatus id={id} reference={returned} />
          <EuiSpacer size="m" />
        </>
      )}
      {body}
      {toastList}
    </PageFrame>
  );
}
