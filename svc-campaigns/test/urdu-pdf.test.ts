import { call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { signIdentity, type Caller } from '@rbt/service-kit';
import type { Invoice } from '@rbt/contracts';
import { pdfText } from '@rbt/test-kit/src/pdf-text';
import { startWithPricing, WithPricing } from './with-pricing';
import { advertiser } from '@rbt/test-kit';
import { fullDraft, paid } from './fixtures';

/**
 * An Urdu campaign name came out of the invoice and receipt PDFs as mojibake (Helvetica has no
 * Arabic script). A reader now gets the words back, in logical order, on the line that names them.
 */
const NAME = 'رنگ بیک ٹون اشتہار عید سیل';
const BUYER = 'عائشہ خان';

/** Where each word is found, searching on from the previous one (-1 when missing or out of order). */
function positionsInOrder(text: string, words: string[]): number[] {
  let from = 0;
  return words.map((w) => {
    const at = text.indexOf(w, from);
    if (at >= 0) from = at + w.length;
    return at;
  });
}

describe('Urdu in invoice and receipt PDFs', () => {
  let s: WithPricing;
  const urdu = advertiser('urdu');
  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(async () => {
    await s.stop();
  });

  let bytes = Buffer.alloc(0);
  const pdf = async (path: string, as: Caller) => {
    const res = await fetch(`${s.base}${path}`, { headers: signIdentity(TEST_INTERNAL_SECRET, as) });
    expect(res.status).toBe(200);
    bytes = Buffer.from(await res.arrayBuffer());
    return pdfText(bytes);
  };

  it('when a campaign and its buyer are named in Urdu, then both PDFs read the words back in logical order', async () => {
    const profile = { name: BUYER, company: 'Khan Traders', address: 'لاہور 54000', ntn: '1234567-8' };
    expect((await call(s.base, 'PUT', '/api/billing/profile', { as: urdu, body: profile })).status).toBe(200);
    const id = await paid(s.base, urdu, fullDraft({ name: NAME }));
    const inv = (await call(s.base, 'GET', '/api/invoices', { as: urdu })).body.items.find(
      (i: Invoice) => i.campaignId === id,
    ) as Invoice;
    for (const kind of ['invoice', 'receipt']) {
      const text = await pdf(`/api/invoices/${inv.id}/${kind}.pdf`, urdu);
      if (process.env.KEEP_PDF) require('node:fs').writeFileSync(`/tmp/sec-svc-${kind}.pdf`, bytes);
      // eslint-disable-next-line no-control-regex -- a glyph without Unicode comes out as a control character
      expect(text).not.toMatch(/[\u0000-\u0008\u000e-\u001f]/);
      // The line item names the campaign after its Latin label, its words in the order typed (wrapping may
      // break the line between words).
      const label = text.indexOf('Guaranteed audio ad plays: ');
      expect(label).toBeGreaterThanOrEqual(0);
      const at = positionsInOrder(text.slice(label), NAME.split(' '));
      expect(at.every((p) => p >= 0)).toBe(true);
      expect(at[0]).toBe('Guaranteed audio ad plays: '.length);
      expect(text).toContain(BUYER);
    }
  }, 60_000);
  it('when the buyer asks for the Urdu copy, then the invoice and receipt read back in Urdu, figures in lakhs', async () => {
    const id = await paid(s.base, urdu, fullDraft({ name: 'Eid Sale Lahore' }));
    const inv = (await call(s.base, 'GET', '/api/invoices', { as: urdu })).body.items.find(
      (i: Invoice) => i.campaignId === id,
    ) as Invoice;
    const lakhs = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const invoiceText = await pdf(`/api/invoices/${inv.id}/invoice.pdf?lang=ur`, urdu);
    if (process.env.KEEP_PDF) require('node:fs').writeFileSync('/tmp/invoice-ur.pdf', bytes);
    for (const expected of ['ٹیکس', 'انوائس', 'فروخت', 'خریدار', 'ادا شدہ', inv.number, lakhs(inv.totalPkr)])
      expect(invoiceText).toContain(expected);
    expect(invoiceText).not.toContain('Tax Invoice');
    const receiptText = await pdf(`/api/invoices/${inv.id}/receipt.pdf?lang=ur`, urdu);
    for (const expected of ['ادائیگی', 'رسید', inv.number.replace('INV-', 'RCT-')])
      expect(receiptText).toContain(expected);
    expect(receiptText).not.toContain('Payment Receipt');
    // English stays the default, and a language the portal does not speak is refused by name.
    expect(await pdf(`/api/invoices/${inv.id}/invoice.pdf`, urdu)).toContain('Tax Invoice');
    const fr = await call(s.base, 'GET', `/api/invoices/${inv.id}/invoice.pdf?lang=fr`, { as: urdu });
    expect(fr.status).toBe(400);
    expect(JSON.stringify(fr.body)).toContain('lang');
  });
});
