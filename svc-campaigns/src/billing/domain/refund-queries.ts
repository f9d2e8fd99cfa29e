import type { Caller } from '@rbt/service-kit';
import type { AccountCredit, RefundList, RefundState } from '@rbt/contracts';
import type { Ports } from '../../ports';
import { refundView } from './refund-rules';
import { assertAdmin } from '../../campaigns';

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
