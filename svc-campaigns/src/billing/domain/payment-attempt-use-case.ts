import crypto from 'node:crypto';
import { OPEN_PAYMENT_STATES, toPaisa, toPkr, type PaymentStatusResponse } from '@rbt/contracts';
import { AppError, assertOwned, badRequest, conflict, notFound, type Caller } from '@rbt/service-kit';
import type { CheckoutResponse, PaymentAttempt, PaymentRequest, TopUpQuote } from '@rbt/contracts';
import { assertPlayable, assertQuoteStillFeasible, loadOwned } from '../../campaigns';
import type { Campaign, FeasibilityPorts } from '../../campaigns';
import type { InquiryResult } from '../data-access/hosted-payments';
import type { StoredAttempt } from '../data-access/payment-attempt-repository';
import { nextCheckDelayMs, paymentReference, stateAfter } from './payment-rules';
import { ENDED_UNPAID, giveCreditBack, recordPaid, refundOwed, type PaidPorts } from './payment-paid-use-case';

/** Payment timings and the portal URL a provider sends the payer back to (from config). */
export interface PaymentSettings {
  returnBaseUrl: string;
  expiryMs: number;
  inquiryIntervalMs: number;
  /** How long a browser return waits for the inquiry; past it the payer is sent on and the page asks again. */
  returnWaitMs: number;
}

/** What a payment attempt reaches: what settling it does, the feasibility re-check, and the payment timings. */
export interface PaymentPorts extends PaidPorts, FeasibilityPorts {
  paymentSettings: PaymentSettings;
}

/** What the owner may see of a stored attempt. */
function ownerView(a: StoredAttempt): PaymentAttempt {
  const { ownerId: _o, payerEmail: _e, amountPaisa: _p, topUp: _t, nextCheckAt: _n, refundDue: _r, ...rest } = a;
  const { refundIds: _i, refundReservedPaisa: _rr, refundedIds: _d, refundedPaisa: _rp, creditPaisa, ...view } = rest;
  return creditPaisa ? { ...view, creditPkr: toPkr(creditPaisa) } : view;
}

export const returnUrlOf = (p: PaymentPorts, provider: string) =>
  `${p.paymentSettings.returnBaseUrl.replace(/\/$/, '')}/api/payments/${provider}/return`;

/** The movement's key: one take per attempt (the reference comes from the Idempotency-Key); its return: giveCreditBack. */
const takeKey = (reference: string) => `checkout:${reference}`;

/**
 * Takes account credit for an attempt before the provider is asked for the rest: written once per attempt, so a
 * request retried under the same Idempotency-Key gets the same figure back and takes nothing more.
 */
async function takeCredit(
  p: Pick<PaymentPorts, 'credits'>,
  a: { ownerId: string; campaignId: string; reference: string },
  pricePaisa: number,
  now: Date,
): Promise<number> {
  return p.credits.spend(a.ownerId, pricePaisa, {
    key: takeKey(a.reference),
    at: now.toISOString(),
    kind: 'checkout',
    campaignId: a.campaignId,
  });
}

/**
 * Opens one payment attempt for an amount the server fixed (the campaign's locked quote or a top-up's price) and
 * signs the form that sends the browser to the provider's page. Account credit pays first (taken once per attempt);
 * the provider is asked for the rest. Nothing is charged here; the attempt is `redirected`. Credit that covers the
 * whole amount pays at once, through the same settlement as a confirmed provider payment, with no provider page.
 */
export async function openAttempt(
  p: PaymentPorts,
  doc: Campaign,
  key: string,
  req: PaymentRequest,
  what: { amountPkr: number; description: string; payerEmail: string; topUp?: TopUpQuote },
): Promise<CheckoutResponse> {
  const provider = p.providers.get(req.provider);
  if (!provider || !provider.methods.includes(req.method))
    throw badRequest('method: this payment method is not offered', [
      { path: 'method', message: 'This payment method is not offered' },
    ]);
  const now = p.clock();
  const reference = paymentReference(doc._id, key);
  const pricePaisa = toPaisa(what.amountPkr);
  const creditPaisa = await takeCredit(p, { ownerId: doc.ownerId, campaignId: doc._id, reference }, pricePaisa, now);
  const restPaisa = pricePaisa - creditPaisa;
  const expiresAt = new Date(now.getTime() + p.paymentSettings.expiryMs);
  const attempt = await p.payments.create({
    id: crypto.randomUUID(),
    reference,
    campaignId: doc._id,
    ownerId: doc.ownerId,
    payerEmail: what.payerEmail,
    ...(what.topUp ? { topUpId: crypto.randomUUID(), topUp: what.topUp } : {}),
    provider: req.provider,
    method: req.method,
    state: 'redirected',
    amountPkr: toPkr(restPaisa),
    amountPaisa: restPaisa,
    ...(creditPaisa ? { creditPaisa } : {}),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    // The payer may never come back (a closed tab): the job asks the provider once the page had time.
    nextCheckAt: new Date(now.getTime() + p.paymentSettings.inquiryIntervalMs),
  });
  if (attempt.amountPaisa === 0) return paidByCredit(p, attempt);
  const checkout = provider.checkoutForm({
    reference: attempt.reference,
    amountPaisa: attempt.amountPaisa,
    // The same as the attempt's: a retried request carries the same key, hence the same choice.
    method: req.method,
    description: what.description,
    returnUrl: returnUrlOf(p, provider.name),
    createdAt: new Date(attempt.createdAt),
    expiresAt: new Date(attempt.expiresAt),
    ...(req.mobile ? { mobile: req.mobile } : {}),
  });
  return { payment: ownerView(attempt), checkout };
}

/** An attempt account credit paid whole: settled now (a retried request finds it paid and settles nothing more). */
async function paidByCredit(p: PaymentPorts, a: StoredAttempt): Promise<CheckoutResponse> {
  const done = ['redirected', 'paid'].includes(a.state)
    ? await recordPaid(p, a, { state: 'paid', code: 'credit', message: 'Paid by account credit' })
    : a;
  return { payment: ownerView(done), checkout: null };
}

/** POST /api/campaigns/:id/payments: an attempt at the campaign's locked quote. */
export async function startCheckout(p: PaymentPorts, caller: Caller, id: string, key: string, req: PaymentRequest) {
  const doc = await loadOwned(p, caller, id);
  if (doc.status !== 'awaiting_payment' || !doc.quote)
    throw conflict(`This campaign is ${doc.status}; only a submitted campaign awaiting payment can be paid.`, {
      currentStatus: doc.status,
    });
  assertPlayable(doc.creative);
  await assertQuoteStillFeasible(p, doc);
  return openAttempt(p, doc, key, req, {
    amountPkr: doc.quote.totalCost,
    description: `RBT Ads campaign ${doc.name}`,
    payerEmail: caller.id === doc.ownerId ? caller.email : '',
  });
}

const isOpen = (a: StoredAttempt) => OPEN_PAYMENT_STATES.includes(a.state);

/** A refused provider callback: 4xx, nothing changed; `reason` is what the route counts. */
export const refusedCallback = (status: 400 | 404 | 409, reason: string, message: string) =>
  new AppError(status, `payment_${reason}`, message);

/**
 * Asks the provider (server to server) where an attempt stands and acts on the answer: the only way a payment
 * becomes paid. A provider that cannot be reached leaves the attempt pending, asked again by the job.
 */
export async function confirmPayment(p: PaymentPorts, a: StoredAttempt): Promise<StoredAttempt> {
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
export async function acceptReturn(p: PaymentPorts, providerName: string, fields: Record<string, string>) {
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
export async function acceptNotification(p: PaymentPorts, providerName: string, reference: string | undefined) {
  if (!reference) throw badRequest('reference: missing');
  const a = await p.payments.byReference(reference);
  if (!a || a.provider !== providerName) throw refusedCallback(404, 'unknown_reference', 'No such payment.');
  return confirmPayment(p, a);
}

/** GET /api/campaigns/:id/payments/:reference: the owner's attempt, asked about again when a check is due. */
export async function paymentStatus(
  p: PaymentPorts,
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
export async function confirmDuePayments(p: PaymentPorts, limit = 50): Promise<number> {
  const due = await p.payments.due(p.clock(), limit);
  for (const a of due) await confirmPayment(p, a).catch(() => undefined);
  return due.length;
}
