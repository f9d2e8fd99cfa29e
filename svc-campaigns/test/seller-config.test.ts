import type { Invoice } from '@rbt/contracts';
import { ConfigError } from '@rbt/service-kit';
import { testServerEnv } from '@rbt/test-kit';
import { pdfText } from '@rbt/test-kit/src/pdf-text';
import { readConfig } from '../src/config';
import { sellerOf } from '../src/config-seller';
import { start } from '../src/server';
import { invoiceDocument } from '../src/billing/domain/billing-document';
import { renderPdf } from '../src/billing/data-access/pdf-renderer';

/** A production configuration as an operator would write it, but without the seller's registration. */
const production = (extra: Record<string, string> = {}) =>
  readConfig({
    ...testServerEnv('seller'),
    NODE_ENV: 'production',
    BANK_IBAN: 'PK36SCBL0000001123456702',
    BANK_NAME: 'Standard Chartered',
    BANK_ACCOUNT_TITLE: 'RBT Ads (Private) Limited',
    ...extra,
  });
const REAL = {
  SELLER_COMPANY: 'RBT Ads (Private) Limited',
  SELLER_ADDRESS: 'Office 1204, Ocean Tower, Clifton Block 9, Karachi',
  SELLER_NTN: '4512345-6',
  SELLER_STRN: '32-77-8761-234-56',
};

const invoiceOf = (seller: Invoice['seller']): Invoice => ({
  id: 'inv-1',
  number: 'INV-2030-000042',
  campaignId: 'c1',
  campaignName: 'Eid Sale',
  ownerId: 'alice',
  currency: 'PKR',
  lines: [
    { code: 'base', label: 'Plays', amountPkr: 1000 },
    { code: 'platform_fee', label: 'Platform fee', amountPkr: 80 },
    { code: 'vat', label: 'VAT', amountPkr: 172.8 },
  ],
  subtotalPkr: 1080,
  totalPkr: 1252.8,
  issuedAt: '2030-01-01T10:00:00.000Z',
  status: 'paid',
  seller,
  buyer: { name: 'Alice Khan', company: null, address: 'Lahore', ntn: null, email: 'a@x.pk' },
});

describe("the seller's tax identity on invoices", () => {
  it('when svc-campaigns starts in production without the seller NTN/STRN, then it refuses to start naming the keys', async () => {
    await expect(start(production())).rejects.toThrow(/SELLER_NTN.*SELLER_STRN/s);
    await expect(start(production())).rejects.toBeInstanceOf(ConfigError);
  });

  it('when production names the placeholder 0000000-0 or a malformed STRN, then it is refused; a real registration is taken', () => {
    expect(() => sellerOf(production({ ...REAL, SELLER_NTN: '0000000-0' }))).toThrow(/SELLER_NTN/);
    expect(() => sellerOf(production({ ...REAL, SELLER_STRN: '1234' }))).toThrow(/SELLER_STRN/);
    expect(() => sellerOf(production({ ...REAL, SELLER_STRN: '00-00-0000-000-00' }))).toThrow(/SELLER_STRN/);
    expect(sellerOf(production(REAL))).toEqual({
      name: 'RBT Ads',
      company: REAL.SELLER_COMPANY,
      address: REAL.SELLER_ADDRESS,
      ntn: REAL.SELLER_NTN,
      strn: REAL.SELLER_STRN,
      email: 'billing@rbt-ads.pk',
    });
  });

  it("when the local stack's made-up seller is on an invoice, then the PDF prints its NTN/STRN and says it is not a tax invoice, in English and Urdu", async () => {
    const local = sellerOf(readConfig(testServerEnv('seller')));
    expect(local).toMatchObject({ ntn: 'TEST-NTN', strn: 'TEST-STRN', testOnly: true });
    const en = await pdfText(await renderPdf(invoiceDocument(invoiceOf(local), 'en')));
    for (const expected of ['NTN: TEST-NTN', 'STRN: TEST-STRN', 'TEST DOCUMENT', 'not a tax invoice']) {
      expect(en.replace(/\s+/g, ' ')).toContain(expected);
    }
    const ur = await pdfText(await renderPdf(invoiceDocument(invoiceOf(local), 'ur')));
    expect(ur).toContain('STRN: TEST-STRN');
    expect(invoiceDocument(invoiceOf(local), 'ur').notice).toContain('ٹیکس انوائس نہیں');

    const real = await pdfText(await renderPdf(invoiceDocument(invoiceOf(sellerOf(production(REAL))), 'en')));
    expect(real).toContain(`STRN: ${REAL.SELLER_STRN}`);
    expect(real).not.toContain('TEST DOCUMENT');
  });
});
