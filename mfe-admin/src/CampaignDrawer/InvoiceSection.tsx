import { EuiBasicTable, EuiText } from '@elastic/eui';
import { DrawerSection, SectionNote } from './DrawerSection';
import { formatKarachiDate } from '@rbt/web-kit';
import { useInvoices } from '../api/campaigns';
import { formatPkr } from '@rbt/web-kit';

/** The campaign's invoice, when it has been paid; there is none before payment. */
export function InvoiceSection({ campaignId }: { campaignId: string }) {
  const invoices = useInvoices();
  const invoice = invoices.data?.find((i) => i.campaignId === campaignId);
  return (
    <DrawerSection testId="campaign-invoice" title="Invoice">
      {invoices.isError && <SectionNote color="danger">Invoices could not be loaded.</SectionNote>}
      {invoices.isSuccess && !invoice && <SectionNote>No invoice yet: the campaign has not been paid.</SectionNote>}
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
    </DrawerSection>
  );
}
