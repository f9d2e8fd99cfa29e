import { EuiButtonEmpty, EuiFlexGroup, EuiFlexItem, EuiHorizontalRule, EuiText } from '@elastic/eui';
import type { Invoice } from '@rbt/contracts';
import { formatKarachiDate, formatPkr } from '@rbt/web-kit';
import { invoicePdfUrl, receiptNumberOf } from '@rbt/web-kit';
import { useCampaignInvoices } from '../../api/invoices';
import { PaidSection } from './PaidSections';

/** One invoice: what it paid for, when and how much, with its invoice and receipt PDFs (the same as on Billing). */
function InvoiceRow({ invoice: i }: { invoice: Invoice }) {
  return (
    <div data-testid="campaign-invoice">
      <EuiText size="s">
        <p>
          <strong>{i.topUpId ? 'Top-up' : 'First payment'}</strong>: {i.number}, issued {formatKarachiDate(i.issuedAt)}:{' '}
          {formatPkr(i.totalPkr)} with fee and VAT.
        </p>
      </EuiText>
      <EuiFlexGroup gutterSize="s" wrap responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty size="s" iconType="download" href={invoicePdfUrl(i, 'invoice')} download={`${i.number}.pdf`}>
            Invoice PDF
          </EuiButtonEmpty>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty
            size="s"
            iconType="download"
            href={invoicePdfUrl(i, 'receipt')}
            download={`${receiptNumberOf(i)}.pdf`}
          >
            Receipt PDF
          </EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
    </div>
  );
}

/** Every invoice of a paid campaign (issue 28): the first payment's and one per top-up, oldest first. */
export function CampaignInvoices({ campaignId, paid }: { campaignId: string; paid: boolean }) {
  const invoices = useCampaignInvoices(campaignId, paid);
  if (!paid) return null;
  const list = invoices.data ?? [];
  return (
    <PaidSection testId="details-documents" title="Invoices and receipts">
      {invoices.isError && (
        <EuiText size="s" color="danger">
          <p>The invoices could not be loaded.</p>
        </EuiText>
      )}
      {invoices.isSuccess && list.length === 0 && (
        <EuiText size="s" color="subdued">
          <p>No invoice was found for this campaign.</p>
        </EuiText>
      )}
      {list.map((i, n) => (
        <div key={i.id}>
          {n > 0 && <EuiHorizontalRule margin="s" />}
          <InvoiceRow invoice={i} />
        </div>
      ))}
    </PaidSection>
  );
}
