import { useState } from 'react';
import {
  EuiBadge,
  EuiBasicTable,
  EuiButtonEmpty,
  EuiCallOut,
  EuiEmptyPrompt,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPanel,
  EuiSpacer,
  EuiStat,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import type { Invoice } from '@rbt/contracts';
import { PLATFORM_FEE_RATE, ratePercent, VAT_RATE } from '@rbt/contracts';
import {
  apiErrorText,
  formatCount,
  formatKarachiDate,
  formatPkr,
  invoicePdfUrl,
  PageFrame,
  receiptNumberOf,
} from '@rbt/web-kit';
import { useInvoices } from '../api/invoices';
import { useCreditNotes } from '../api/credit-notes';
import { CreditNotes } from './CreditNotes';
import { useAccountCredit, useRefunds } from '../api/refunds';
import { Refunds } from './Refunds';
import { lineSum, vatOf } from '../invoice-html';
import { InvoiceModal } from '../InvoiceModal/InvoiceModal';
import { useDashT } from '../messages';

/**
 * /billing: the caller's invoices and receipts (one each per paid campaign), viewable and downloadable as PDF files,
 * below them the credit notes of campaigns that ended short, then the refunds, and the account credit balance.
 */
export function BillingPage() {
  const t = useDashT();
  const { data, isPending, error } = useInvoices();
  const creditNotes = useCreditNotes();
  const refunds = useRefunds();
  const credit = useAccountCredit();
  const [open, setOpen] = useState<Invoice | null>(null);
  const items = data?.items ?? [];
  const columns: EuiBasicTableColumn<Invoice>[] = [
    { field: 'number', name: t('dash.billing.col.invoice') },
    { name: t('dash.billing.col.receipt'), render: (i: Invoice) => receiptNumberOf(i) },
    { field: 'campaignName', name: t('dash.common.campaign') },
    { field: 'issuedAt', name: t('dash.common.issued'), render: (d: string) => formatKarachiDate(d) },
    // The lines as the invoice adds them. VAT is a share of the campaign base (not of base + fee), so the base
    // is shown on its own and named as VAT's base; base + fee + VAT = total. ("Subtotal" was base + fee.)
    { name: t('dash.billing.col.base'), align: 'right', render: (i: Invoice) => formatPkr(lineSum(i, 'base')) },
    {
      name: t('dash.billing.col.fee', { rate: ratePercent(PLATFORM_FEE_RATE) }),
      align: 'right',
      render: (i: Invoice) => formatPkr(lineSum(i, 'platform_fee')),
    },
    // VAT's column says what it is a share of, so the row can be checked by hand.
    {
      name: t('dash.billing.col.vat', { rate: ratePercent(VAT_RATE) }),
      align: 'right',
      render: (i: Invoice) => formatPkr(vatOf(i)),
    },
    {
      field: 'totalPkr',
      name: t('dash.billing.col.total'),
      align: 'right',
      render: (n: number) => <strong>{formatPkr(n)}</strong>,
    },
    // An invoice is issued on payment, so its one status is paid.
    {
      field: 'status',
      name: t('dash.common.status'),
      render: () => <EuiBadge color="success">{t('dash.billing.paid')}</EuiBadge>,
    },
    {
      name: t('dash.common.actions'),
      render: (i: Invoice) => (
        // Wrapped: three buttons side by side pushed the 10-column table past a 1280 px page.
        <EuiFlexGroup gutterSize="xs" responsive={false} wrap>
          <EuiButtonEmpty
            size="xs"
            iconType="eye"
            onClick={() => setOpen(i)}
            aria-label={t('dash.billing.viewInvoice', { number: i.number })}
          >
            {t('dash.billing.view')}
          </EuiButtonEmpty>
          <EuiButtonEmpty
            size="xs"
            iconType="download"
            href={invoicePdfUrl(i, 'invoice')}
            download={`${i.number}.pdf`}
            aria-label={t('dash.billing.downloadInvoice', { number: i.number })}
          >
            {t('dash.billing.invoicePdf')}
          </EuiButtonEmpty>
          <EuiButtonEmpty
            size="xs"
            iconType="download"
            href={invoicePdfUrl(i, 'receipt')}
            download={`${receiptNumberOf(i)}.pdf`}
            aria-label={t('dash.billing.downloadReceipt', { number: receiptNumberOf(i) })}
          >
            {t('dash.billing.receiptPdf')}
          </EuiButtonEmpty>
        </EuiFlexGroup>
      ),
    },
  ];
  const sum = (f: (i: Invoice) => number) => items.reduce((s, i) => s + f(i), 0);
  return (
    <PageFrame title={t('dash.billing.title')}>
      {error && <EuiCallOut color="danger" iconType="error" title={apiErrorText(error)} role="alert" />}
      <EuiFlexGroup responsive gutterSize="m">
        {[
          { label: t('dash.billing.invoices'), value: formatCount(items.length), loading: isPending },
          { label: t('dash.billing.totalBilled'), value: formatPkr(sum((i) => i.totalPkr)), loading: isPending },
          { label: t('dash.billing.vatPaid'), value: formatPkr(sum(vatOf)), loading: isPending },
          {
            label: t('dash.billing.credited'),
            value: formatPkr((creditNotes.data?.items ?? []).reduce((s, n) => s + n.totalPkr, 0)),
            loading: creditNotes.isPending,
          },
          // Kept from refunds; it pays the next checkout before the provider is asked for the rest.
          {
            label: t('dash.billing.accountCredit'),
            value: formatPkr(credit.data?.balancePkr ?? 0),
            loading: credit.isPending,
          },
        ].map(({ label, value, loading }) => (
          <EuiFlexItem key={label}>
            <EuiPanel hasBorder data-testid="billing-total">
              <EuiStat title={value} description={label} titleSize="s" isLoading={loading} />
            </EuiPanel>
          </EuiFlexItem>
        ))}
      </EuiFlexGroup>
      <EuiSpacer size="l" />
      {!isPending && !error && !items.length ? (
        <EuiEmptyPrompt
          iconType="document"
          title={<h3>{t('dash.billing.empty')}</h3>}
          body={<p>{t('dash.billing.emptyBody')}</p>}
        />
      ) : (
        <EuiBasicTable
          tableCaption={t('dash.billing.invoices')}
          items={items}
          columns={columns}
          loading={isPending}
          rowHeader="number"
        />
      )}
      <EuiSpacer size="xl" />
      <CreditNotes query={creditNotes} />
      <EuiSpacer size="xl" />
      <Refunds query={refunds} />
      {open && <InvoiceModal invoice={open} onClose={() => setOpen(null)} />}
    </PageFrame>
  );
}
