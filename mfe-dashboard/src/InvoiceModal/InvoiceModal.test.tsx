import { screen } from '@testing-library/react';
import kitUr from '@rbt/web-kit/src/messages/ur.json';
import { loadFormatLanguage, setFormatLanguage } from '@rbt/web-kit/src/format/language';
import { englishWords } from '@rbt/test-kit/src/english-words';
import { FEE_LABELS, type Invoice } from '@rbt/contracts';
import ur from '../messages/ur.json';
import { renderDash } from '../test-fixtures';
import { InvoiceModal } from './InvoiceModal';

/** As svc-campaigns stores it: English labels beside each line's code. */
const invoice: Invoice = {
  id: 'i1',
  number: 'INV-2030-000001',
  campaignId: 'c1',
  campaignName: 'عید سیل',
  ownerId: 'u1',
  currency: 'PKR',
  lines: [
    { code: 'base', label: 'Campaign base cost', amountPkr: 1_000_000 },
    { code: 'platform_fee', label: FEE_LABELS.platformFee, amountPkr: 80_000 },
    { code: 'vat', label: FEE_LABELS.vat, amountPkr: 160_000 },
  ],
  subtotalPkr: 1_080_000,
  totalPkr: 1_240_000,
  issuedAt: '2030-01-10T10:00:00.000Z',
  status: 'paid',
};

/** The printable document the modal shows in its frame, parsed as the frame would. */
function shownDocument(): Document {
  const frame = screen.getByTitle(/INV-2030-000001/) as HTMLIFrameElement;
  return new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
}

describe('InvoiceModal', () => {
  afterEach(() => setFormatLanguage('en'));

  test('when the page is English, then the printable invoice reads as the service labels it', () => {
    renderDash(<InvoiceModal invoice={invoice} onClose={() => undefined} />);
    const doc = shownDocument();
    expect(doc.documentElement.getAttribute('dir')).toBe('ltr');
    const text = doc.body.textContent ?? '';
    for (const words of [
      'RBT Ads - Invoice INV-2030-000001',
      'Status: PAID',
      'Campaign base cost',
      'Platform fee (8%)',
      'VAT (16%)',
      'Total (PKR)',
      'Prototype: payments are simulated; no card was charged.',
    ])
      expect(text).toContain(words);
  });

  test('when the page is Urdu, then the printable invoice is Urdu, right to left, with no English but brand and units', async () => {
    await loadFormatLanguage('ur');
    renderDash(<InvoiceModal invoice={invoice} onClose={() => undefined} />, {
      language: 'ur',
      messages: ur,
      kitMessages: kitUr,
    });
    const doc = shownDocument();
    expect(doc.documentElement.getAttribute('dir')).toBe('rtl');
    expect(doc.body.textContent).toContain('پلیٹ فارم فیس (8 فیصد)');
    expect(doc.body.textContent).toContain('10,00,000');
    expect(englishWords(doc.body, ['INV'])).toEqual([]);
  });
});
