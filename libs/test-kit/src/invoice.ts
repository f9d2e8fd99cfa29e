import { FEE_LABELS, PLATFORM_FEE_RATE, VAT_RATE, type Invoice } from '@rbt/contracts';

/**
 * A paid invoice as payment issues it, for frontend tests of every app: the base cost, the platform fee and VAT
 * lines (both of the base, spec §9) and totals that add up. No server code: the remotes' jsdom tests import it.
 */
export function paidInvoice(basePkr: number, over: Partial<Invoice> = {}): Invoice {
  const fee = Math.round(basePkr * PLATFORM_FEE_RATE * 100) / 100;
  const vat = Math.round(basePkr * VAT_RATE * 100) / 100;
  return {
    id: 'i1',
    number: 'INV-2030-000001',
    campaignId: 'c1',
    campaignName: 'Eid Sale',
    ownerId: 'u1',
    currency: 'PKR',
    lines: [
      { code: 'base', label: 'Campaign base cost', amountPkr: basePkr },
      { code: 'platform_fee', label: FEE_LABELS.platformFee, amountPkr: fee },
      { code: 'vat', label: FEE_LABELS.vat, amountPkr: vat },
    ],
    subtotalPkr: basePkr + fee,
    totalPkr: basePkr + fee + vat,
    issuedAt: '2030-01-02T00:00:00.000Z',
    status: 'paid',
    ...over,
  };
}
