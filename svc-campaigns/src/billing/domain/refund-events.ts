import { makeEvent } from '@rbt/service-kit/events';
import type { StoredRefund } from '../../ports';

/** payment.refunded: the money is back with the owner (provider confirmed) or kept as account credit. */
export const paymentRefunded = (r: StoredRefund, at: Date) =>
  makeEvent(
    'campaigns',
    'payment.refunded',
    r.campaignId,
    {
      ownerId: r.ownerId,
      refundId: r.id,
      reason: r.reason,
      ...(r.creditNoteId ? { creditNoteId: r.creditNoteId } : {}),
      destination: r.destination,
      amountPkr: r.amountPkr,
      ...(r.paymentReference ? { paymentReference: r.paymentReference } : {}),
      ...(r.provider ? { provider: r.provider } : {}),
      ...(r.method ? { method: r.method } : {}),
    },
    at,
  );
