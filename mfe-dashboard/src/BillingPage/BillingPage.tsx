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
import { FEE_LABELS, ratePercent, VAT_RATE } from '@rbt/contracts';
import { apiErrorText, formatKarachiDate, formatPkr, PageFrame } from '@rbt/web-kit';
import { useInvoices } from '../api/invoices';
import { useCreditNotes } from '../api/credit-notes';
import { CreditNotes } from './CreditNotes';
import { lineSum, vatOf } from '../invoice-html';
import { InvoiceModal } from '../InvoiceModal/InvoiceModal';

/** VAT's column says what it is a share of, so the row can be checked by hand. */
export const VAT_OF_BASE = `VAT (${ratePercent(VAT_RATE)} of base)`;

/** The server-generated PDF of an invoice or its receipt (owner only; generated on each download). */
export const pdfUrl = (i: Invoice, kind: 'invoice' | 'receipt') =>
  `/api/invoices/${encodeURIComponent(i.id)}/${kind}.pdf`;
export const receiptNumberOf = (i: Invoice) => i.receiptNumber ?? i.number.replace(/^INV-/, 'RCT-');

/**
 * /billing: the caller's invoices and receipts (one each per paid campaign), viewable and downloadable as PDF files,
 * and below them the credit notes of campaigns that ended short.
 */
export function BillingPage() {
  const { data, isPending, error } = useInvoices();
  const creditNotes = useCreditNotes();
  const [open, setOpen] = useState<Invoice | null>(null);
  const items = data?.items ?? [];
  const columns: EuiBasicTableColumn<Invoice>[] = [
    { field: 'number', name: 'Invoice' },
    { name: 'Receipt', render: (i: Invoice) => receiptNumberOf(i) },
    { field: 'campaignName', name: 'Campaign' },
    { field: 'issuedAt', name: 'Issued', render: (d: string) => formatKarachiDate(d) },
    // Issue 28: the lines as the invoice adds them. VAT is a share of the campaign base (not of base + fee), so the base
    // is shown on its own and named as VAT's base; base + fee + VAT = total. ("Subtotal" was base + fee.)
    { name: 'Campaign base', align: 'right', render: (i: Invoice) => formatPkr(lineSum(i, 'base')) },
    { name: FEE_LABELS.platformFee, align: 'right', render: (i: Invoice) => formatPkr(lineSum(i, 'platform_fee')) },
    { name: VAT_OF_BASE, align: 'right', render: (i: Invoice) => formatPkr(vatOf(i)) },
    { field: 'totalPkr', name: 'Total', align: 'right', render: (n: number) => <strong>{formatPkr(n)}</strong> },
    { field: 'status', name: 'Status', render: (s: string) => <EuiBadge color="success">{s.toUpperCase()}</EuiBadge> },
    {
      name: 'Actions',
      render: (i: Invoice) => (
        // Wrapped: three buttons side by side pushed the 10-column table past a 1280 px page.
        <EuiFlexGroup gutterSize="xs" responsive={false} wrap>
          <EuiButtonEmpty size="xs" iconType="eye" onClick={() => setOpen(i)} aria-label={`View invoice ${i.number}`}>
            View
          </EuiButtonEmpty>
          <EuiButtonEmpty
            size="xs"
            iconType="download"
            href={pdfUrl(i, 'invoice')}
            download={`${i.number}.pdf`}
            aria-label={`Download invoice ${i.number} (PDF)`}
          >
            Invoice PDF
          </EuiButtonEmpty>
          <EuiButtonEmpty
            size="xs"
            iconType="download"
            href={pdfUrl(i, 'receipt')}
            download={`${receiptNumberOf(i)}.pdf`}
            aria-label={`Download receipt ${receiptNumberOf(i)} (PDF)`}
          >
            Receipt PDF
          </EuiButtonEmpty>
        </EuiFlexGroup>
      ),
    },
  ];
  const sum = (f: (i: Invoice) => number) => items.reduce((s, i) => s + f(i), 0);
  return (
    <PageFrame title="Billing">
      {error && <EuiCallOut color="danger" iconType="error" title={apiErrorText(error)} role="alert" />}
      <EuiFlexGroup responsive gutterSize="m">
        {[
          ['Invoices', String(items.length)],
          ['Total billed', formatPkr(sum((i) => i.totalPkr))],
          ['VAT paid', formatPkr(sum(vatOf))],
          ['Credited', formatPkr((creditNotes.data?.items ?? []).reduce((s, n) => s + n.totalPkr, 0))],
        ].map(([label, value]) => (
          <EuiFlexItem key={label}>
            <EuiPanel hasBorder data-testid="billing-total">
              <EuiStat
                title={value}
                description={label}
                titleSize="s"
                isLoading={label === 'Credited' ? creditNotes.isPending : isPending}
              />
            </EuiPanel>
          </EuiFlexItem>
        ))}
      </EuiFlexGroup>
      <EuiSpacer size="l" />
      {!isPending && !error && !items.length ? (
        <EuiEmptyPrompt
          iconType="document"
          title={<h3>No invoices yet</h3>}
          body={<p>An invoice is issued when a campaign is paid.</p>}
        />
      ) : (
        <EuiBasicTable tableCaption="Invoices" items={items} columns={columns} loading={isPending} rowHeader="number" />
      )}
      <EuiSpacer size="xl" />
      <CreditNotes query={creditNotes} />
      {open && <InvoiceModal invoice={open} onClose={() => setOpen(null)} />}
    </PageFrame>
  );
}
