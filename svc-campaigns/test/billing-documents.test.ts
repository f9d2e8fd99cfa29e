import { call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { signIdentity } from '@rbt/service-kit';
import { BILLING_MESSAGES, Invoice } from '@rbt/contracts';
import type { Caller } from '@rbt/service-kit';
import { startWithPricing, WithPricing } from './with-pricing';
import { alice, bob, paid } from './fixtures';
import { pdfText } from '@rbt/test-kit/src/pdf-text';

const PROFILE = {
  name: 'Ayesha Khan',
  company: 'Khan Traders (Pvt) Ltd',
  address: '12 Mall Road\nLahore 54000',
  ntn: '1234567-8',
};

describe('billing profile, invoices and receipts as PDF files', () => {
  let s: WithPricing;
  beforeAll(async () => {
    s = await startWithPricing();
  });
  afterAll(async () => {
    await s.stop();
  });

  const pdf = async (path: string, as: Caller) => {
    const res = await fetch(`${s.base}${path}`, { headers: signIdentity(TEST_INTERNAL_SECRET, as) });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };
  const amount = (n: number) =>
    `PKR ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  it('when no profile was saved, then it is null, and once saved it is given back trimmed with a blank NTN as null', async () => {
    const carol = { id: 'carol', role: 'advertiser' as const, email: 'carol@example.pk' };
    expect((await call(s.base, 'GET', '/api/billing/profile', { as: carol })).body).toEqual({ profile: null });
    const r = await call(s.base, 'PUT', '/api/billing/profile', {
      as: carol,
      body: { name: ' Carol ', company: 'Carol Co', address: 'Karachi', ntn: ' ' },
    });
    expect(r.status).toBe(200);
    expect((await call(s.base, 'GET', '/api/billing/profile', { as: carol })).body).toEqual({
      profile: { name: 'Carol', company: 'Carol Co', address: 'Karachi', ntn: null },
    });
    expect((await call(s.base, 'GET', '/api/billing/profile', { as: bob })).body).toEqual({ profile: null });
  });

  it.each([
    [{ ...PROFILE, name: '  ' }, 'name', BILLING_MESSAGES.nameRequired],
    [{ ...PROFILE, company: undefined }, 'company', BILLING_MESSAGES.companyRequired],
    [{ ...PROFILE, address: '' }, 'address', BILLING_MESSAGES.addressRequired],
    [{ ...PROFILE, ntn: '12AB' }, 'ntn', BILLING_MESSAGES.ntnFormat],
    [{ ...PROFILE, name: 'x'.repeat(101) }, 'name', 'Must be at most 100 characters'],
    [{ ...PROFILE, role: 'admin' }, '', "Unrecognized key(s) in object: 'role'"],
  ])('when the profile is %j, then 400 names %s and nothing is stored', async (body, path, message) => {
    const dave = { id: `dave-${path}`, role: 'advertiser' as const, email: 'dave@example.pk' };
    const r = await call(s.base, 'PUT', '/api/billing/profile', { as: dave, body });
    expect(r.status).toBe(400);
    expect(r.body.error.details[0]).toEqual({ path, message });
    expect((await call(s.base, 'GET', '/api/billing/profile', { as: dave })).body).toEqual({ profile: null });
  });

  it('when a campaign is paid after the profile was saved, then the invoice and receipt PDFs name buyer, seller, plays × price, fee, VAT 16 % and total', async () => {
    await call(s.base, 'PUT', '/api/billing/profile', { as: alice, body: PROFILE });
    const id = await paid(s.base, alice);
    const inv = Invoice.parse(
      (await call(s.base, 'GET', '/api/invoices', { as: alice })).body.items.find((i: Invoice) => i.campaignId === id),
    );
    expect(inv.buyer).toMatchObject({ name: PROFILE.name, company: PROFILE.company, ntn: PROFILE.ntn });
    const [item] = inv.items!;
    expect(item.plays).toBeGreaterThan(0);
    expect(Math.abs(item.plays * item.unitPricePkr - item.amountPkr)).toBeLessThan(item.plays * 0.00005 + 0.01);

    const invoicePdf = await pdf(`/api/invoices/${inv.id}/invoice.pdf`, alice);
    expect(invoicePdf.status).toBe(200);
    expect(invoicePdf.type).toBe('application/pdf');
    expect(invoicePdf.disposition).toBe(`attachment; filename="${inv.number}.pdf"`);
    expect(invoicePdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(invoicePdf.bytes);
    const line = (code: string) => inv.lines.find((l) => l.code === code)!.amountPkr;
    for (const expected of [
      'Tax Invoice',
      inv.number,
      'Seller',
      'TEST SELLER',
      'STRN: TEST-STRN',
      'Bill to',
      PROFILE.company,
      PROFILE.name,
      '12 Mall Road',
      `NTN: ${PROFILE.ntn}`,
      item.plays.toLocaleString('en-US'),
      `PKR ${item.unitPricePkr.toFixed(4)}`,
      amount(item.amountPkr),
      'Platform fee (8%)',
      amount(line('platform_fee')),
      'VAT (16%)',
      amount(line('vat')),
      'Total (PKR)',
      amount(inv.totalPkr),
    ])
      expect(text).toContain(expected);
    expect(line('vat')).toBeCloseTo(0.16 * line('base'), 1);

    const receiptPdf = await pdf(`/api/invoices/${inv.id}/receipt.pdf`, alice);
    expect(receiptPdf.status).toBe(200);
    const receipt = await pdfText(receiptPdf.bytes);
    for (const expected of [
      'Payment Receipt',
      inv.number.replace('INV-', 'RCT-'),
      `For invoice: ${inv.number}`,
      PROFILE.company,
      'TEST SELLER',
      'VAT (16%)',
      'Amount paid (PKR)',
      amount(inv.totalPkr),
    ]) {
      expect(receipt).toContain(expected);
    }
  });

  it("when someone else asks for an invoice's or receipt's PDF, then 404, and an unknown id is 404 too", async () => {
    const id = await paid(s.base, alice);
    const inv = (await call(s.base, 'GET', '/api/invoices', { as: alice })).body.items.find(
      (i: Invoice) => i.campaignId === id,
    );
    for (const kind of ['invoice', 'receipt']) {
      expect((await pdf(`/api/invoices/${inv.id}/${kind}.pdf`, bob)).status).toBe(404);
      expect((await pdf(`/api/invoices/no-such-id/${kind}.pdf`, alice)).status).toBe(404);
    }
  });
});
