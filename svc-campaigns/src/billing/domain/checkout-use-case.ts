import { toPaisa, toPkr } from '@rbt/contracts';
import crypto from 'node:crypto';
import { badRequest, conflict, type Caller } from '@rbt/service-kit';
import type { CheckoutResponse, PaymentAttempt, PaymentRequest, TopUpQuote } from '@rbt/contracts';
import type { Campaign, Ports, StoredAttempt } from '../../ports';
import { loadOwned } from '../../campaigns';
import { assertQuoteStillFeasible } from '../../campaigns';
import { paymentReference } from './payment-rules';
import { takeCredit } from './checkout-credit';
import { recordPaid } from './payment-paid-use-case';
import { assertPlayable } from '../../campaigns';

/** What the owner may see of a stored attempt. */
export function ownerView(a: StoredAttempt): PaymentAttempt {
  const { ownerId: _o, payerEmail: _e, amountPaisa: _p, topUp: _t, nextCheckAt: _n, refundDue: _r, ...rest } = a;
  const { refundIds: _i, refundReservedPaisa: _rr, refundedIds: _d, refundedPaisa: _rp, creditPaisa, ...view } = rest;
  return creditPaisa ? { ...view, creditPkr: toPkr(creditPaisa) } : view;
}

export const returnUrlOf = (p: Ports, provider: string) =>
  `${p.paymentSettings.returnBaseUrl.replace(/\/$/, '')}/api/payments/${provider}/return`;

/**
 * Opens one payment attempt for an amount the server fixed (the campaign's locked quote or a top-up's price) and
 * signs the form that sends the browser to the provider's page. Account credit pays first (taken once per attempt);
 * the provider is asked for the rest. Nothing is charged here; the attempt is `redirected`. Credit that covers the
 * whole amount pays at once, through the same settlement as a confirmed provider payment, with no provider page.
 */
export async function openAttempt(
  p: Ports,
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
async function paidByCredit(p: Ports, a: StoredAttempt): Promise<CheckoutResponse> {
  const done = ['redirected', 'paid'].includes(a.state)
    ? await recordPaid(p, a, { state: 'paid', code: 'credit', message: 'Paid by account credit' })
    : a;
  return { payment: ownerView(done), checkout: null };
}

/** POST /api/campaigns/:id/payments: an attempt at the campaign's locked quote. */
export async function startCheckout(p: Ports, caller: Caller, id: string, key: string, req: PaymentRequest) {
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
