import { EuiButton, EuiButtonEmpty, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiSpacer, EuiText } from '@elastic/eui';
import type { Invoice, Receipt } from '@rbt/contracts';
import { downloadHtml, invoiceHtml, receiptHtml } from '../documents';
import { formatPkr } from '../format';

export interface PaidPanelProps {
  invoice: Invoice | null;
  /** Only known right after paying (the payment answer carries it). */
  receipt: Receipt | null;
  notice: string | null;
  onHome(): void;
}

/** What a paid campaign's checkout shows: the invoice and receipt to download, and the way home. */
export function PaidPanel({ invoice, receipt, notice, onHome }: PaidPanelProps) {
  return (
    <EuiCallOut title="Payment Successful" color="success" iconType="check" data-testid="paid-panel">
      <EuiText size="s">
        <p>Your campaign has been submitted for review.{invoice ? ` Invoice ${invoice.number}: ${formatPkr(invoice.totalPkr)}.` : ''}</p>
        {notice && <p>{notice}</p>}
      </EuiText>
      <EuiSpacer size="m" />
      <EuiFlexGroup gutterSize="s" wrap responsive={false}>
        {invoice && (
          <EuiFlexItem grow={false}>
            <EuiButton size="s" iconType="download" onClick={() => downloadHtml(`invoice-${invoice.number}.html`, invoiceHtml(invoice))}>Download Invoice</EuiButton>
          </EuiFlexItem>
        )}
        {receipt && (
          <EuiFlexItem grow={false}>
            <EuiButton size="s" iconType="download" onClick={() => downloadHtml(`receipt-${receipt.number}.html`, receiptHtml(receipt))}>Download Receipt</EuiButton>
          </EuiFlexItem>
        )}
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty size="s" iconType="home" onClick={onHome}>Go to Dashboard</EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
    </EuiCallOut>
  );
}
