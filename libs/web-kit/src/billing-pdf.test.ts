import { creditNotePdfUrl, invoicePdfUrl, receiptNumberOf } from './billing-pdf';

describe('billing PDF links', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('when the page is in English, then the links ask for the default copy', () => {
    document.documentElement.lang = 'en';
    expect(invoicePdfUrl({ id: 'a/b' }, 'receipt')).toBe('/api/invoices/a%2Fb/receipt.pdf');
    expect(creditNotePdfUrl({ id: 'cn1' })).toBe('/api/billing/credit-notes/cn1/credit-note.pdf');
  });

  it('when the page is in Urdu, then every link asks for the Urdu copy', () => {
    document.documentElement.lang = 'ur';
    expect(invoicePdfUrl({ id: 'i1' }, 'invoice')).toBe('/api/invoices/i1/invoice.pdf?lang=ur');
    expect(creditNotePdfUrl({ id: 'cn1' })).toBe('/api/billing/credit-notes/cn1/credit-note.pdf?lang=ur');
  });

  it('when an invoice has no receipt number of its own, then the receipt is named after the invoice', () => {
    expect(receiptNumberOf({ number: 'INV-2026-000007' })).toBe('RCT-2026-000007');
    expect(receiptNumberOf({ number: 'INV-2026-000007', receiptNumber: 'RCT-2026-000009' })).toBe('RCT-2026-000009');
  });
});
