import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiIcon, EuiLoadingSpinner, EuiSpacer } from '@elastic/eui';
import { EDITABLE_STATUSES } from '@rbt/contracts';
import { apiErrorText, formatPkr, PageFrame } from '@rbt/web-kit';
import { useCampaign } from '../../api/campaigns';
import { useCampaignInvoices } from '../../api/invoices';
import { useCheckoutCredit } from '../../api/payments';
import { CostBreakdown } from '../../components/CostBreakdown/CostBreakdown';
import { CampaignSummary } from './CampaignSummary/CampaignSummary';
import { PaymentStatus, PayPanel } from './PayPanel/PayPanel';
import { PaidPanel } from './PaidPanel/PaidPanel';
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
  // Paid and past the wizard (in review or later): nothing to pay here. A rejected campaign is fixed in the wizard and
  // resubmitted, so it shows "not ready for payment", as a draft does.
  const [search] = useSearchParams();
  const returned = search.get('payment');
  const paid = !!campaign.data && !EDITABLE_STATUSES.includes(campaign.data.status);
  // The payment made here is the campaign's first invoice; a later top-up has its own (shown on the details page).
  const invoices = useCampaignInvoices(id, paid);
  const credit = useCheckoutCredit(id, campaign.data?.status === 'awaiting_payment');
  const creditPkr = credit.data?.creditPkr ?? 0;

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
          <PayPanel
            campaignId={id}
            payLabel={t('wiz.checkout.pay', {
              amount: formatPkr(creditPkr > 0 ? credit.data!.toPayPkr : quote.totalCost),
            })}
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
    </PageFrame>
  );
}
