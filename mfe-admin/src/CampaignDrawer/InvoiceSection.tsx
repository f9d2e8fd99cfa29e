import { EuiBasicTable, EuiText } from '@elastic/eui';
import { DrawerSection, SectionNote } from './DrawerSection';
import { formatKarachiDate } from '@rbt/web-kit';
import { useInvoices } from '../api/campaigns';
import { formatPkr } from '@rbt/web-kit';
import { useAdminT, type AdminT } from '../messages';

const LINE_CODES = ['base', 'platform_fee', 'vat'] as const;

/**
 * An invoice line in the page's language: the service writes its label in English with the rate ("VAT 16%"), so a
 * known line is named from the catalog with the rate the label carries; an unknown one keeps the service's label.
 */
function lineLabel(t: AdminT, line: { code: string; label: string }): string {
  const code = LINE_CODES.find((c) => c === line.code);
  if (!code) return line.label;
  return t(`admin.invoice.line.${code}`, { rate: /\d+(?:\.\d+)?\s*%/.exec(line.label)?.[0] ?? '' }).trim();
}

/**
 * The campaign's invoices, oldest first: the first payment's and one per top-up, each with its own lines and total
 * (the quote above holds the combined total). There is none before payment.
 */
export function InvoiceSection({ campaignId }: { campaignId: string }) {
  const t = useAdminT();
  const invoices = useInvoices();
  const mine = (invoices.data ?? [])
    .filter((i) => i.campaignId === campaignId)
    .sort((a, b) => a.issuedAt.localeCompare(b.issuedAt));
  return (
    <DrawerSection testId="campaign-invoice" title={t('admin.invoice.title')}>
      {invoices.isError && <SectionNote color="danger">{t('admin.invoice.failed')}</SectionNote>}
      {invoices.isSuccess && !mine.length && <SectionNote>{t('admin.invoice.none')}</SectionNote>}
      {mine.map((invoice) => (
        <div key={invoice.id} data-testid="drawer-invoice">
          <EuiText size="s">
            <p>
              <strong style={{ marginInlineEnd: 4 }}>
                {t(invoice.topUpId ? 'admin.invoice.topUp' : 'admin.invoice.first')}
              </strong>
              {/* An invoice is issued on payment: its one status is paid. */}
              {t('admin.invoice.summary', { number: invoice.number, date: formatKarachiDate(invoice.issuedAt) })}
            </p>
          </EuiText>
          <EuiBasicTable
            compressed
            items={[
              ...invoice.lines.map((l) => ({ ...l, label: lineLabel(t, l) })),
              { code: 'total', label: t('admin.common.total'), amountPkr: invoice.totalPkr },
            ]}
            columns={[
              { field: 'label', name: t('admin.invoice.item') },
              {
                field: 'amountPkr',
                name: t('admin.invoice.amount'),
                align: 'right',
                render: (n: number) => formatPkr(n),
              },
            ]}
          />
        </div>
      ))}
    </DrawerSection>
  );
}
