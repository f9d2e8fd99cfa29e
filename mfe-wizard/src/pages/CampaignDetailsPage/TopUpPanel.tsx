import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EuiButton,
  EuiCallOut,
  EuiDescriptionList,
  EuiFieldNumber,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiPanel,
  EuiSpacer,
  EuiTitle,
} from '@elastic/eui';
import type { CampaignDetail, TopUpRequest } from '@rbt/contracts';
import { apiErrorDetail, formatCount, formatKarachiDate, formatPkr, formatPkrPerPlay } from '@rbt/web-kit';
import { useTopUpPayment, useTopUpQuote } from '../../api/top-ups';
import { goOn } from '../../api/payments';
import { MethodChoice, PaymentStatus } from '../CheckoutPage/PayPanel/PayPanel';
import { useWizT } from '../../messages';
import { useNames } from '../../messages/reference';

/**
 * “Add budget or days” of a running campaign: the server prices the added plays only (the plays already
 * paid keep their price), then the difference is paid on the provider's page; once the provider confirms it, it has
 * its own invoice and the booking is extended. The provider sends the payer back here with `?payment=`.
 */
export function TopUpPanel({ campaign: c }: { campaign: CampaignDetail }) {
  const navigate = useNavigate();
  const t = useWizT();
  const { fee } = useNames();
  const [extra, setExtra] = useState('');
  const [endDate, setEndDate] = useState('');
  const quote = useTopUpQuote(c.id);
  const pay = useTopUpPayment(c.id);
  const request: TopUpRequest = {
    ...(extra.trim() ? { extraBudgetPkr: Number(extra) } : {}),
    ...(endDate ? { endDate } : {}),
  };
  const failure = quote.error ?? pay.error;
  const q = quote.data;
  const [search] = useSearchParams();
  const returned = search.get('payment');
  return (
    <EuiPanel hasBorder data-testid="top-up">
      <EuiTitle size="xs">
        <h3>{t('wiz.topUp.title')}</h3>
      </EuiTitle>
      <p>{t('wiz.topUp.intro')}</p>
      {returned && <PaymentStatus id={c.id} reference={returned} />}
      <EuiFlexGroup wrap gutterSize="s" alignItems="flexEnd">
        <EuiFlexItem style={{ minWidth: 160 }}>
          <EuiFormRow label={t('wiz.topUp.extra')}>
            <EuiFieldNumber
              min={0}
              value={extra}
              onChange={(e) => {
                setExtra(e.target.value);
                quote.reset();
              }}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem style={{ minWidth: 160 }}>
          <EuiFormRow label={t('wiz.topUp.endDate', { date: c.endDate ? formatKarachiDate(c.endDate) : '-' })}>
            <EuiFieldText
              type="date"
              value={endDate}
              onChange={(e) => {
                setEndDate(e.target.value);
                quote.reset();
              }}
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButton isLoading={quote.isPending} onClick={() => quote.mutate(request)}>
            {t('wiz.topUp.getPrice')}
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      {failure && (
        <>
          <EuiSpacer size="s" />
          <EuiCallOut color="danger" size="s" title={apiErrorDetail(failure)} data-testid="top-up-error" />
        </>
      )}
      {q && (
        <>
          <EuiSpacer size="s" />
          <EuiDescriptionList
            compressed
            type="column"
            data-testid="top-up-quote"
            listItems={[
              { title: t('wiz.topUp.addedPlays'), description: formatCount(q.addedPlays) },
              { title: t('wiz.topUp.pricePerPlay'), description: formatPkrPerPlay(q.pricePerPlay) },
              { title: t('wiz.topUp.base'), description: formatPkr(q.baseCost) },
              { title: fee.platformFee, description: formatPkr(q.platformFee) },
              { title: fee.vat, description: formatPkr(q.vat) },
              { title: t('wiz.topUp.guaranteedAfter'), description: formatCount(q.guaranteedPlays) },
            ]}
          />
          <EuiSpacer size="s" />
          <MethodChoice
            payLabel={t('wiz.checkout.pay', { amount: formatPkr(q.totalCost) })}
            paying={pay.isPending || pay.isSuccess}
            onPay={(choice) =>
              pay.mutate(
                { ...request, ...choice },
                { onSuccess: (a) => goOn(a, (ref) => navigate(`?payment=${encodeURIComponent(ref)}`)) },
              )
            }
          />
        </>
      )}
    </EuiPanel>
  );
}
