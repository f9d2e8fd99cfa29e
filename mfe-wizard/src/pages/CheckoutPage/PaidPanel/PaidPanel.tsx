import { EuiButton, EuiButtonEmpty, EuiCallOut, EuiFlexGroup, EuiFlexItem, EuiSpacer, EuiText } from '@elastic/eui';
import type { Invoice } from '@rbt/contracts';
import { formatPkr, invoicePdfUrl, receiptNumberOf } from '@rbt/web-kit';
import { useWizT } from '../../../messages';

export interface PaidPanelProps {
  invoice: Invoice | null;
  onHome(): void;
}

/** What a paid campaign's checkout shows until the advertiser leaves: the invoice and receipt PDFs, and the way home. */
export function PaidPanel({ invoice, onHome }: PaidPanelProps) {
  const t = useWizT();
  return (
    <EuiCallOut title={t('wiz.checkout.paidTitle')} color="success" iconType="check" data-testid="paid-panel">
      <EuiText size="s">
        <p>
          {[
            t('wiz.checkout.paidText'),
            invoice && t('wiz.paid.invoice', { number: invoice.number, amount: formatPkr(invoice.totalPkr) }),
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
        <p>{t('wiz.paid.billing')}</p>
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
                {t('wiz.paid.invoicePdf')}
              </EuiButton>
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiButton
                size="s"
                iconType="download"
                href={invoicePdfUrl(invoice, 'receipt')}
                download={`${receiptNumberOf(invoice)}.pdf`}
              >
                {t('wiz.paid.receiptPdf')}
              </EuiButton>
            </EuiFlexItem>
          </>
        )}
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty size="s" iconType="home" onClick={onHome}>
            {t('wiz.paid.home')}
          </EuiButtonEmpty>
        </EuiFlexItem>
      </EuiFlexGroup>
    </EuiCallOut>
  );
}
