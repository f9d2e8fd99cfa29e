import { EuiButton, EuiButtonEmpty, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiSpacer, EuiText } from '@elastic/eui';
import type { Invoice } from '@rbt/contracts';
import { formatPkr } from '@rbt/web-kit';
import { invoicePdfUrl, receiptNumber } from '../../../api/invoices';

export interface PaidPanelProps {
  invoice: Invoice | null;
  notice: string | null;
  onHome(): void;
}

/** What a paid campaign's checkout shows until the advertiser leaves: the invoice and receipt PDFs, and the way home. */
export function PaidPanel({ invoice, notice, onHome }: PaidPanelProps) {
  return (
    <EuiCallOut title="Payment Successful" color="success" iconType="check" data-testid="paid-panel">
      <EuiText size="s">
        <p>
          Your campaign has been submitted for review.
          {invoice ? ` Invoice ${invoice.number}: ${formatPkr(invoice.totalPkr)}.` : ''}
        </p>
        {notice && <p>{notice}</p>}
        <p>Invoices and receipts stay available under Billing.</p>
      </EuiText>
      <EuiSpacer size="m" />
      <EuiFlexGroup gutterSize="s" wrap responsive={false}>
        {invoice && (
          <>
            <EuiFlexItem grow={false}>
              <EuiButton
                size="s"
                iconType="download"
                href={invoicePdfUrl(invoice, 'invoice')}
                download={`${invoice.number}.pdf`}
              >
                Download Invoice (PDF)
              </EuiButton>
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiButton
                size="s"
                iconType="download"
                href={invoicePdfUrl(invoice, 'receipt')}
                download={`${receiptNumber(invoice)}.pdf`}
              >
                Download Receipt (PDF)
              </EuiButton>
            </EuiFlexItem>
          </>
        )}
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty size="s" iconType="home" onClick={onHome}>
            Go to Dashboard
          </EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
    </EuiCallOut>
  );
}
