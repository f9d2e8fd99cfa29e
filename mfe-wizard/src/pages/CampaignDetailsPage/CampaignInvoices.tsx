import { EuiButtonEmpty, EuiFlexGroup, EuiFlexItem, EuiHorizontalRule, EuiText } from '@elastic/eui';
import { FormattedMessage } from '@rbt/web-kit';
import type { Invoice } from '@rbt/contracts';
import { formatKarachiDate, formatPkr, invoicePdfUrl, receiptNumberOf } from '@rbt/web-kit';
import { useCampaignInvoices } from '../../api/invoices';
import { useWizT, type WizMessageId } from '../../messages';
import { PaidSection } from './PaidSections';

/**
 * One invoice: what it paid for, when and how much, with its invoice and receipt PDFs (the same as on Billing).
 * The links are web-kit's, so an Urdu page downloads the Urdu copies (`?lang=ur`).
 */
function InvoiceRow({ invoice: i }: { invoice: Invoice }) {
  const t = useWizT();
  return (
    <div data-testid="campaign-invoice">
      <EuiText size="s">
        <p>
          <FormattedMessage
            id={'wiz.invoices.row' satisfies WizMessageId}
            values={{
              kind: t(i.topUpId ? 'wiz.invoices.topUp' : 'wiz.invoices.first'),
              number: i.number,
              date: formatKarachiDate(i.issuedAt),
              amount: formatPkr(i.totalPkr),
              b: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        </p>
      </EuiText>
      <EuiFlexGroup gutterSize="s" wrap responsive={false}>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty size="s" iconType="download" href={invoicePdfUrl(i, 'invoice')} download={`${i.number}.pdf`}>
            {t('wiz.invoices.invoicePdf')}
          </EuiButtonEmpty>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty
            size="s"
            iconType="download"
            href={invoicePdfUrl(i, 'receipt')}
            download={`${receiptNumberOf(i)}.pdf`}
          >
            {t('wiz.invoices.receiptPdf')}
          </EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
    </div>
  );
}

/** Every invoice of a paid campaign: the first payment's and one per top-up, oldest first. */
export function CampaignInvoices({ campaignId, paid }: { campaignId: string; paid: boolean }) {
  const t = useWizT();
  const invoices = useCampaignInvoices(campaignId, paid);
  if (!paid) return null;
  const list = invoices.data ?? [];
  return (
    <PaidSection testId="details-documents" title={t('wiz.invoices.title')}>
      {invoices.isError && (
        <EuiText size="s" color="danger">
          <p>{t('wiz.invoices.loadFailed')}</p>
        </EuiText>
      )}
      {invoices.isSuccess && list.length === 0 && (
        <EuiText size="s" color="subdued">
          <p>{t('wiz.invoices.none')}</p>
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
