import { conflict, type Caller } from '@rbt/service-kit';
import { CANCELLABLE_STATUSES, type CancelCampaignRequest, type CreditNote, toPaisa } from '@rbt/contracts';
import { mutate } from '../../campaigns';
import type { Ports, StoredAttempt, StoredRefund } from '../../ports';
import { statusChange } from '../../campaigns';
import { serviceReason } from '../../campaigns';
import { openRefund, refundableOf } from './refund-use-case';

/**
 * The owner cancels a paid campaign that has not started (in review or scheduled): it moves to `cancelled` (its
 * campaign.status_changed releases any booking in svc-capacity, as every exit from scheduled does) and every payment
 * it took is returned, to its source or as account credit, one refund each. Asking again (a retry after a lost answer,
 * a second tab) opens nothing twice: the refunds are keyed by the payment.
 */
export async function cancelAsOwner(
  p: Ports,
  caller: Caller,
  id: string,
  body: CancelCampaignRequest,
): Promise<StoredRefund[]> {
  const doc = await mutate(p, caller, id, (d, now) => {
    if (d.status === 'cancelled') return null;
    if (!CANCELLABLE_STATUSES.includes(d.status))
      throw conflict(`This campaign is ${d.status}; only a paid campaign that has not started can be cancelled.`, {
        currentStatus: d.status,
      });
    return statusChange(d, 'cancelled', caller.id, now, serviceReason('cancelled_by_owner'));
  });
  const ask = { ownerId: doc.ownerId, campaignId: id, campaignName: doc.name, reason: 'cancellation' as const };
  // The payments first, then the refunds: a refund is inserted before it sets money aside on its payment, so a
  // payment read with nothing left to refund has its refund in the list read after it.
  const attempts = await p.payments.paidFor(id);
  const existing = await p.refunds.list({ campaignId: id });
  const once = async (
    sourceKey: string,
    amountPaisa: number,
    attempt: StoredAttempt | null,
    wanted = body.refundTo,
  ) => {
    const done = existing.find((r) => r.sourceKey === sourceKey);
    if (done) return [done];
    // Opening is keyed by sourceKey (unique): a concurrent cancellation gets the refund the first one opened.
    return amountPaisa > 0 ? [await openRefund(p, { ...ask, wanted, amountPaisa, attempt, sourceKey })] : [];
  };
  const refunds: StoredRefund[] = [];
  for (const a of attempts) {
    refunds.push(...(await once(`cancel:${a.reference}`, refundableOf(a), a)));
    // What account credit paid of it goes back to credit (no provider took it), once per payment.
    refunds.push(...(await once(`cancel-credit:${a.reference}`, a.creditPaisa ?? 0, null, 'credit')));
  }
  // Paid before hosted checkout existed (no attempt to return it to): the whole amount as credit.
  if (!attempts.length && (doc.paidTotal ?? 0) > 0)
    refunds.push(...(await once(`cancel:${id}`, toPaisa(doc.paidTotal!), null, 'credit')));
  return refunds;
}

/**
 * A credit note's money back: to the payment of the invoice it credits (its attempt has the invoice's id) or as
 * account credit when the owner prefers it (Billing) or the payment cannot be refunded online.
 */
export async function refundCreditNote(p: Ports, note: CreditNote, ownerId: string): Promise<StoredRefund> {
  const found = await p.payments.byId(note.invoiceId);
  const attempt = found && ['paid', 'partially_refunded'].includes(found.state) ? found : null;
  const ask = {
    ownerId,
    campaignId: note.campaignId,
    campaignName: note.campaignName,
    reason: 'credit_note' as const,
    creditNoteId: note.id,
  };
  const total = toPaisa(note.totalPkr);
  // A purchase paid partly by account credit: what the provider did not take returns as credit (fixed by the
  // payment's own figures, so a replayed settlement splits the same way).
  const onCredit = attempt?.creditPaisa ? Math.min(total, Math.max(0, total - attempt.amountPaisa)) : 0;
  const credited =
    onCredit > 0
      ? await openRefund(p, {
          ...ask,
          wanted: 'credit',
          amountPaisa: onCredit,
          attempt: null,
          sourceKey: `cn-credit:${note.id}`,
        })
      : null;
  if (credited && onCredit === total) return credited;
  const wanted = (await p.credits.get(ownerId)).refundTo;
  return openRefund(p, { ...ask, wanted, amountPaisa: total - onCredit, attempt, sourceKey: `cn:${note.id}` });
}
