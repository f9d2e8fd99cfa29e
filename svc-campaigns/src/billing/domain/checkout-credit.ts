import { toPaisa, toPkr } from '@rbt/contracts';
import type { Caller } from '@rbt/service-kit';
import type { CheckoutCredit } from '@rbt/contracts';
import { loadOwned } from '../../campaigns';
import type { Ports, StoredAttempt } from '../../ports';

/** The movement's key: one take per attempt (the reference comes from the Idempotency-Key), one return per attempt. */
const takeKey = (reference: string) => `checkout:${reference}`;
const returnKey = (reference: string) => `checkout-return:${reference}`;

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

/**
 * Takes account credit for an attempt before the provider is asked for the rest: written once per attempt, so a
 * request retried under the same Idempotency-Key gets the same figure back and takes nothing more.
 */
export async function takeCredit(
  p: Pick<Ports, 'credits'>,
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
 * The provider payment ended unpaid (failed, cancelled, expired) or its money is being returned: the credit the
 * attempt took goes back to the balance, once (keyed by the attempt), whichever path sees the end first.
 */
export async function giveCreditBack(p: Pick<Ports, 'credits' | 'clock'>, a: StoredAttempt): Promise<void> {
  if (!a.creditPaisa) return;
  await p.credits.add(a.ownerId, {
    key: returnKey(a.reference),
    at: p.clock().toISOString(),
    kind: 'checkout_returned',
    campaignId: a.campaignId,
    amountPaisa: a.creditPaisa,
  });
}

/** Ends where the provider took nothing, so the credit the attempt took is owed back. */
export const ENDED_UNPAID = ['failed', 'cancelled', 'expired'] as const;
