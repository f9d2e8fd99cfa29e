import type { Invoice } from '@rbt/contracts';
import { pdfText } from '@rbt/test-kit/src/pdf-text';
import { renderPdf } from '../src/billing/data-access/pdf-renderer';
import { creditNoteDocument, settle, settlementMessage } from '../src/billing/domain/settlement';

/** An invoice as payment issues it: 10,000 plays, base 12,345.67, fee and VAT on top. */
const invoice: Invoice = {
  id: 'inv-1',
  number: 'INV-2030-000042',
  campaignId: 'c1',
  campaignName: 'Eid Sale',
  ownerId: 'alice',
  currency: 'PKR',
  lines: [
    { code: 'base', label: 'Plays', amountPkr: 12_345.67 },
    { code: 'platform_fee', label: 'Platform fee', amountPkr: 617.28 },
    { code: 'vat', label: 'VAT', amountPkr: 2_333.22 },
  ],
  subtotalPkr: 12_962.95,
  totalPkr: 15_296.17,
  issuedAt: '2030-01-01T10:00:00.000Z',
  status: 'paid',
  seller: { name: 'RBT Ads', company: 'RBT Ads (Private) Limited', address: 'Karachi', ntn: '0000000-0', email: null },
  buyer: { name: 'Alice Khan', company: 'Alice Traders', address: 'Lahore', ntn: '1234567-8', email: 'a@x.pk' },
  items: [
    { description: 'Guaranteed audio ad plays: Eid Sale', plays: 10_000, unitPricePkr: 1.2346, amountPkr: 12_345.67 },
  ],
};

describe('settlement of a campaign that ended short', () => {
  it('when every guaranteed play ran (or more), then nothing is credited and nothing beyond the booking is billed', () => {
    expect(settle(invoice, 10_000, 10_000, 'ended')).toBeNull();
    expect(settle(invoice, 10_000, 10_250, 'ended')).toBeNull();
  });

  it('when 3,001 of 10,000 plays did not run, then each line, VAT included, is reversed pro rata to the paisa', () => {
    const s = settle(invoice, 10_000, 6_999, 'supply')!;
    expect(s).toMatchObject({ playsRun: 6_999, playsCredited: 3_001 });
    // 12,345.67 × 0.3001 = 3,704.935567 → 3,704.94; 617.28 × 0.3001 = 185.245728 → 185.25; 2,333.22 × 0.3001 = 700.199322 → 700.20
    expect(s.lines.map((l) => [l.code, l.amountPkr])).toEqual([
      ['base', 3_704.94],
      ['platform_fee', 185.25],
      ['vat', 700.2],
    ]);
    expect(s.totalPkr).toBe(4_590.39);
    expect(settlementMessage('Eid Sale', s)).toBe(
      'Eid Sale ended with 6,999 of 10,000 guaranteed plays: 3,001 plays (PKR 4,590.39) were credited because the ' +
        'operator had fewer matching calls than forecast.',
    );
  });

  it('when the credit note is asked for in Urdu, then it reads back in Urdu words with lakh-grouped figures', async () => {
    const big = { ...invoice, totalPkr: 1_250_000, lines: invoice.lines.map((l) => ({ ...l, amountPkr: 1_000_000 })) };
    const s = settle(big, 200_000, 50_000, 'supply')!;
    const bytes = await renderPdf(creditNoteDocument(big, s, 'CN-2030-000043', '2030-02-01T00:00:00Z', 'ur'));
    if (process.env.KEEP_PDF) require('node:fs').writeFileSync('/tmp/credit-note-ur.pdf', bytes);
    const text = await pdfText(bytes);
    for (const expected of ['کریڈٹ', 'نوٹ', 'CN-2030-000043', 'فروخت', 'خریدار', 'آپریٹر', '7,50,000.00', '1,50,000'])
      expect(text).toContain(expected);
    // Every Latin word is a number, a name or a code the buyer typed or the law asks for, none an English label.
    const latin = text.match(/[A-Za-z]{3,}/g) ?? [];
    const allowed = /^(PKR|VAT|NTN|INV|RBT|Ads|Private|Limited|Karachi|Lahore|Alice|Khan|Traders|Eid|Sale)$/;
    expect(latin.filter((w) => !allowed.test(w))).toEqual([]);
  });

  it('when the credit note is rendered, then its PDF names the same seller, buyer and invoice, the plays and the credited VAT', async () => {
    const s = settle(invoice, 10_000, 6_999, 'paused')!;
    const text = await pdfText(
      await renderPdf(creditNoteDocument(invoice, s, 'CN-2030-000042', '2030-02-01T00:00:00Z')),
    );
    for (const expected of [
      'Credit Note',
      'CN-2030-000042',
      'INV-2030-000042',
      'RBT Ads (Private) Limited',
      'Alice Traders',
      '1234567-8',
      '6999 of 10000',
      'paused until its schedule ran out',
      '700.20',
      '4,590.39',
    ])
      expect(text).toContain(expected);
  });
});
