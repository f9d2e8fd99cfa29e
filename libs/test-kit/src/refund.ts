import type { Refund } from '@rbt/contracts';

/** A cancellation refunded to the JazzCash wallet, as Billing and the details page read it (frontend tests). */
export const refundOf = (o: Partial<Refund> = {}): Refund => ({
  id: 'r1',
  campaignId: 'c1',
  campaignName: 'Eid Sale',
  reason: 'cancellation',
  destination: 'source',
  paymentReference: 'R123',
  provider: 'jazzcash',
  method: 'wallet',
  amountPkr: 12400,
  state: 'refunded',
  tries: 1,
  nextTryAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...o,
});
