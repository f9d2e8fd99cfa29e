import {
  EuiButton,
  EuiButtonEmpty,
  EuiModal,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
} from '@elastic/eui';
import type { Invoice } from '@rbt/contracts';
import { usePageLanguage } from '@rbt/web-kit';
import { downloadInvoice, invoiceHtml } from '../invoice-html';
import { useDashT } from '../messages';

/** The invoice as it will print; Print opens it alone so the browser's dialog can save it as PDF. */
export function InvoiceModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useDashT();
  const words = { t, language: usePageLanguage() };
  const print = () => {
    const w = window.open('', '_blank');
    if (!w) return;
    w.document.write(invoiceHtml(invoice, words));
    w.document.close();
    w.print();
  };
  return (
    <EuiModal onClose={onClose} style={{ width: 720 }}>
      <EuiModalHeader>
        <EuiModalHeaderTitle>{t('dash.invoice.title', { number: invoice.number })}</EuiModalHeaderTitle>
      </EuiModalHeader>
      <EuiModalBody>
        <iframe
          title={t('dash.invoice.title', { number: invoice.number })}
          srcDoc={invoiceHtml(invoice, words)}
          style={{ width: '100%', height: 420, border: 0 }}
        />
      </EuiModalBody>
      <EuiModalFooter>
        <EuiButtonEmpty onClick={onClose}>{t('dash.invoice.close')}</EuiButtonEmpty>
        <EuiButtonEmpty iconType="download" onClick={() => downloadInvoice(invoice, words)}>
          {t('dash.invoice.download')}
        </EuiButtonEmpty>
        <EuiButton fill iconType="document" onClick={print}>
          {t('dash.invoice.print')}
        </EuiButton>
      </EuiModalFooter>
    </EuiModal>
  );
}
