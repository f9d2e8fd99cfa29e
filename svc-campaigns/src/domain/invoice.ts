import { FEE_LABELS } from '@rbt/contracts';
import type { Invoice, LockedQuote, Payment, Receipt } from '@rbt/contracts';

/** The invoice's lines from the locked quote: base cost, platform fee and VAT. */
export function invoiceLines(q: LockedQuote): Invoice['lines'] {
  return [
    { code: 'base', label: 'Campaign base cost', amountPkr: q.baseCost },
    { code: 'platform_fee', label: FEE_LABELS.platformFee, amountPkr: q.platformFee },
    { code: 'vat', label: FEE_LABELS.vat, amountPkr: q.vat },
  ];
}

/** Invoice numbers are per year and gap-free per sequence: INV-2026-000042. */
export function invoiceNumber(seq: number, now: Date): string {
  return `INV-${now.getUTCFullYear()}-${String(seq).padStart(6, '0')}`;
}

export function receiptOf(invoice: Invoice, payment: Payment): Receipt {
  return {
    number: invoice.number.replace(/^INV-/, 'RCT-'),
    invoiceNumber: invoice.number,
    paymentId: payment.id,
    amountPkr: payment.amountPkr,
    currency: 'PKR',
    paidAt: payment.createdAt,
    provider: payment.provider,
  };
}
