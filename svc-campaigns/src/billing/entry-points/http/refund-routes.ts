import { createRouter, AppRouter, route } from '@rbt/service-kit';
import { REFUND_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { cancelAsOwner } from '../../domain/cancel-use-case';
import { refundView } from '../../domain/refund-rules';
import { accountCredit, allRefunds, ownRefunds } from '../../domain/refund-and-credit-queries';

/** Cancelling a paid campaign before it starts, the owner's refunds and account credit, and the admins' refund list. */
export function refundRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, REFUND_API.cancel, async (ctx, input) => {
    const body = input.body();
    const refunds = await cancelAsOwner(deps, ctx.state.caller, ctx.params.id, body);
    ctx.body = { status: 'cancelled', refunds: refunds.map(refundView) };
  });
  route(r, REFUND_API.refunds, async (ctx) => {
    ctx.body = await ownRefunds(deps, ctx.state.caller);
  });
  route(r, REFUND_API.credit, async (ctx) => {
    ctx.body = await accountCredit(deps, ctx.state.caller);
  });
  route(r, REFUND_API.preference, async (ctx, input) => {
    const { refundTo } = input.body();
    await deps.credits.setRefundTo(ctx.state.caller.id, refundTo);
    ctx.body = { refundTo };
  });
  route(r, REFUND_API.adminRefunds, async (ctx, input) => {
    const { state } = input.query();
    ctx.body = await allRefunds(deps, ctx.state.caller, state);
  });
  return r;
}
