import { useState } from 'react';
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

/**
 * “Add budget or days” of a running campaign (issue 28): the server prices the added plays only (the plays already
 * paid keep their price), then the difference is paid with its own invoice and the booking is extended.
 */
export function TopUpPanel({ campaign: c }: { campaign: CampaignDetail }) {
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
  return (
    <EuiPanel hasBorder data-testid="top-up">
      <EuiTitle size="xs">
        <h3>Add budget or days</h3>
      </EuiTitle>
      <p>You pay only for the added plays, at today’s price; the plays already paid keep theirs.</p>
      <EuiFlexGroup wrap gutterSize="s" alignItems="flexEnd">
        <EuiFlexItem style={{ minWidth: 160 }}>
          <EuiFormRow label="Added budget (PKR)">
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
          <EuiFormRow label={`New end date (now ${c.endDate ? formatKarachiDate(c.endDate) : '-'})`}>
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
            Get price
          </EuiButton>
        </EuiFlexItem>
      </EuiFlexGroup>
      {failure && (
        <>
          <EuiSpacer size="s" />
          <EuiCallOut color="danger" size="s" title={apiErrorDetail(failure)} data-testid="top-up-error" />
        </>
      )}
      {q && !pay.data && (
        <>
          <EuiSpacer size="s" />
          <EuiDescriptionList
            compressed
            type="column"
            data-testid="top-up-quote"
            listItems={[
              { title: 'Added plays', description: formatCount(q.addedPlays) },
              { title: 'Price per added play', description: formatPkrPerPlay(q.pricePerPlay) },
              { title: 'Base', description: formatPkr(q.baseCost) },
              { title: 'Platform fee', description: formatPkr(q.platformFee) },
              { title: 'VAT', description: formatPkr(q.vat) },
              { title: 'Guaranteed plays after', description: formatCount(q.guaranteedPlays) },
            ]}
          />
          <EuiSpacer size="s" />
          <EuiButton fill isLoading={pay.isPending} onClick={() => pay.mutate(request)} data-testid="top-up-pay">
            Pay {formatPkr(q.totalCost)}
          </EuiButton>
        </>
      )}
      {pay.data && (
        <EuiCallOut color="success" iconType="check" title="Top-up paid" data-testid="top-up-paid">
          Invoice {pay.data.invoice.number}: {formatPkr(pay.data.invoice.totalPkr)}.{' '}
          {formatCount(pay.data.topUp.addedPlays)} plays added, {formatCount(pay.data.topUp.guaranteedPlays)} guaranteed
          in all.
        </EuiCallOut>
      )}
    </EuiPanel>
  );
}
