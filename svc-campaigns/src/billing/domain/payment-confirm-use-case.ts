import { AppError, badRequest, notFound, assertOwned, type Caller } from '@rbt/service-kit';
import { OPEN_PAYMENT_STATES, type PaymentStatusResponse } from '@rbt/contracts';
import type { InquiryResult, Ports, StoredAttempt } from '../../ports';
import { nextCheckDelayMs, stateAfter } from './payment-rules';
import { refundOwed, recordPaid } from './payment-paid-use-case';
import { ownerView } from './checkout-use-case';
import { ENDED_UNPAID, giveCreditBack } from './checkout-credit';

const isOpen = (a: StoredAttempt) => OPEN_PAYMENT_STATES.includes(a.state);

/** A refused provider callback: 4xx, nothing changed; `reason` is what the route counts. */
export const refusedCallback = (status: 400 | 404 | 409, reason: string, message: string) =>
  new AppError(status, `payment_${reason}`, message);

/**
 * Asks the provider (server to server) where an attempt stands and acts on the answer: the only way a payment
 * becomes paid. A provider that cannot be reached leaves the attempt pending, asked again by the job.
 */
export async function confirmPayment(p: Ports, a: StoredAttempt): Promise<StoredAttempt> {
  if (a.refundDue) return refundOwed(p, a);
  const provider = p.providers.get(a.provider);
  // A bank transfer has no provider to ask: the admin's receipt settles it (bank-transfer-use-case).
  if (!isOpen(a) || !provider) return a;
  const now = p.clock();
  const next = new Date(
    now.getTime() + nextCheckDelayMs(now.getTime() - Date.parse(a.createdAt), p.paymentSettings.inquiryIntervalMs),
  );
  let r: InquiryResult;
  try {
    r = await provider.inquire(a.reference);
  } catch (err) {
    const set = {
      state: 'pending' as const,
      providerMessage: `Provider not reachable: ${(err as Error).message}`,
      nextCheckAt: next,
      updatedAt: now.toISOString(),
    };
    return (await p.payments.move(a.reference, OPEN_PAYMENT_STATES, set)) ?? a;
  }
  if (r.state === 'paid' && r.amountPaisa !== undefined && r.amountPaisa !== a.amountPaisa) {
    // Taken, but not what we asked: never counted as this purchase; left for reconciliation, refunded.
    return refundOwed(p, a);
  }
  if (r.state === 'paid') return recordPaid(p, a, r);
  const state = stateAfter(a.state, r.state);
  const set = {
    state,
    providerCode: r.code,
    providerMessage: r.message,
    ...(r.voucher ? { voucher: r.voucher } : {}),
    nextCheckAt: OPEN_PAYMENT_STATES.includes(state) ? next : null,
    updatedAt: now.toISOString(),
  };
  const moved = await p.payments.move(a.reference, OPEN_PAYMENT_STATES, set);
  // Nothing was taken by the provider: the account credit the attempt took goes back (keyed, so once).
  if (moved && (ENDED_UNPAID as readonly string[]).includes(moved.state)) await giveCreditBack(p, moved);
  return moved ?? a;
}

/**
 * The payer's browser back from the provider (an unauthenticated POST): the signature must be the provider's, the
 * reference ours, the amount and currency the attempt's. Only then is the provider asked, unless the attempt has
 * already ended. Anything refused changes nothing.
 */
export async function acceptReturn(p: Ports, providerName: string, fields: Record<string, string>) {
  const provider = p.providers.get(providerName);
  if (!provider) throw refusedCallback(404, 'unknown_provider', 'No such payment provider.');
  const named = provider.verifyReturn(fields);
  if (!named) throw refusedCallback(400, 'bad_signature', 'The payment return is not signed by the provider.');
  const a = await p.payments.byReference(named.reference);
  if (!a || a.provider !== provider.name) throw refusedCallback(404, 'unknown_reference', 'No such payment.');
  const amount = fields.pp_Amount ?? fields.amount;
  if (amount !== undefined && Number(amount) !== a.amountPaisa)
    throw refusedCallback(400, 'amount_mismatch', 'The amount of the payment return differs from the payment.');
  const currency = fields.pp_TxnCurrency;
  if (currency !== undefined && currency !== 'PKR')
    throw refusedCallback(400, 'currency_mismatch', 'The currency of the payment return differs from the payment.');
  // Already ended: our inquiry or the IPN got the outcome first, or the payer pressed Back and sent the form again.
  // Nothing changes, and the payer still lands on the page that shows how it ended.
  if (!isOpen(a)) return a;
  // The payer is not kept waiting on a slow provider: past the wait the inquiry goes on alone and the checkout page
  // asks again (GET .../payments/:reference confirms when due, and the job when nobody asks).
  await p.payments.move(a.reference, OPEN_PAYMENT_STATES, { nextCheckAt: p.clock() });
  const confirming = confirmPayment(p, a).catch(() => a);
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), p.paymentSettings.returnWaitMs);
  });
  const settled = await Promise.race([confirming, waited]);
  clearTimeout(timer);
  return settled ?? a;
}

/** An IPN: a trigger to ask the provider, never a statement believed as such. */
export async function acceptNotification(p: Ports, providerName: string, reference: string | undefined) {
  if (!reference) throw badRequest('reference: missing');
  const a = await p.payments.byReference(reference);
  if (!a || a.provider !== providerName) throw refusedCallback(404, 'unknown_reference', 'No such payment.');
  return confirmPayment(p, a);
}

/** GET /api/campaigns/:id/payments/:reference: the owner's attempt, asked about again when a check is due. */
export async function paymentStatus(
  p: Ports,
  caller: Caller,
  id: string,
  reference: string,
): Promise<PaymentStatusResponse> {
  const found = await p.payments.byReference(reference);
  const a = assertOwned(caller, found && found.campaignId === id ? found : null, 'Payment');
  const due = isOpen(a) && a.nextCheckAt !== null && a.nextCheckAt.getTime() <= p.clock().getTime();
  const now = due ? await confirmPayment(p, a) : a;
  const doc = await p.campaigns.get(id);
  if (!doc) throw notFound('Campaign');
  return { payment: ownerView(now), campaignStatus: doc.status };
}

/** The inquiry job's round: every attempt whose check is due, and every refund still owed. */
export async function confirmDuePayments(p: Ports, limit = 50): Promise<number> {
  const due = await p.payments.due(p.clock(), limit);
  for (const a of due) await confirmPayment(p, a).catch(() => undefined);
  return due.length;
}
