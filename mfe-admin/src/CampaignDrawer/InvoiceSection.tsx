import { EuiBasicTable, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import { formatKarachiDate } from '@rbt/web-kit';
import { useInvoices } from '../api/campaigns';
import { formatPkr } from '@rbt/web-kit';

/** The campaign's invoice, when it has been paid; there is none before payment. */
export function InvoiceSection({ campaignId }: { campaignId: string }) {
  const invoices = useInvoices();
  const invoice = invoices.data?.find((i) => i.campaignId === campaignId);
  return (
    <div data-testid="campaign-invoice">
      <EuiTitle size="xs">
        <h3>Invoice</h3>
      </EuiTitle>
      <EuiSpacer size="s" />
      {invoices.isError && (
        <EuiText size="s" color="danger">
          <p>Invoices could not be loaded.</p>
        </EuiText>
      )}
      {invoices.isSuccess && !invoice && (
        <EuiText size="s" color="subdued">
          <p>No invoice yet: the campaign has not been paid.</p>
        </EuiText>
      )}
      {invoice && (
        <>
          <EuiText size="s">
            <p>
              {invoice.number} · issued {formatKarachiDate(invoice.issuedAt)} · {invoice.status}
            </p>
          </EuiText>
          <EuiBasicTable
            compressed
            items={[...invoice.lines, { code: 'total', label: 'Total', amountPkr: invoice.totalPkr }]}
            columns={[
              { field: 'label', name: 'Item' },
              { field: 'amountPkr', name: 'Amount', align: 'right', render: (n: number) => formatPkr(n) },
            ]}
          />
        </>
      )}
    </div>
  );
}
