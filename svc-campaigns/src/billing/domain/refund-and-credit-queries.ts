// What an owner or admin reads of money going back: refunds, account credit, and what credit pays at checkout.
import type { Caller } from '@rbt/service-kit';
import { toPaisa, toPkr } from '@rbt/contracts';
import type { AccountCredit, CheckoutCredit, RefundList, RefundState } from '@rbt/contracts';
import type { Ports } from '../../ports';
import { refundView } from './refund-rules';
import { assertAdmin, loadOwned } from '../../campaigns';

/** The caller's refunds, newest first (Billing). */
export async function ownRefunds(p: Ports, caller: Caller): Promise<RefundList> {
  return { items: (await p.refunds.list({ ownerId: caller.id })).map(refundView) };
}

/** Every refund, or those in one state (an admin watching failed ones). */
export async function allRefunds(p: Ports, caller: Caller, state?: RefundState): Promise<RefundList> {
  assertAdmin(caller);
  return { items: (await p.refunds.list(state ? { state } : {})).map(refundView) };
}

/** The caller's account credit: the balance and the latest movements, in rupees. */
export async function accountCredit(p: Ports, caller: Caller): Promise<AccountCredit> {
  const c = await p.credits.get(caller.id);
  const entries = c.entries
    .slice(-50)
    .reverse()
    .map(({ amountPaisa, key: _k, ...e }) => ({ ...e, amountPkr: amountPaisa / 100 }));
  return { balancePkr: c.balancePaisa / 100, refundTo: c.refundTo, entries };
}

/** What account credit would pay of `pricePaisa` now (no movement): the checkout page's figures. */
export async function creditCovering(p: Pick<Ports, 'credits'>, ownerId: string, pricePaisa: number) {
  const { balancePaisa } = await p.credits.get(ownerId);
  const creditPaisa = Math.max(0, Math.min(balancePaisa, pricePaisa));
  return { creditPaisa, restPaisa: pricePaisa - creditPaisa };
}

/** GET /api/campaigns/:id/checkout-credit: the owner's figures for the campaign's locked quote (none: nothing due). */
export async function checkoutCreditOf(p: Ports, caller: Caller, id: string): Promise<CheckoutCredit> {
  const doc = await loadOwned(p, caller, id);
  const due = doc.status === 'awaiting_payment' && doc.quote ? toPaisa(doc.quote.totalCost) : 0;
  const { creditPaisa, restPaisa } = await creditCovering(p, doc.ownerId, due);
  return { creditPkr: toPkr(creditPaisa), toPayPkr: toPkr(restPaisa) };
}
