import { createRouter, parseBody, parseQuery, AppRouter } from '@rbt/service-kit';
import { CancelCampaignRequest, RefundPreference, RefundState } from '@rbt/contracts';
import { z } from 'zod';
import type { Deps } from '../../../deps';
import { cancelAsOwner } from '../../domain/cancel-use-case';
import { refundView } from '../../domain/refund-rules';
import { accountCredit, allRefunds, ownRefunds } from '../../domain/refund-queries';

const AdminRefundQuery = z.object({ state: RefundState.optional() }).strict();

/** Cancelling a paid campaign before it starts, the owner's refunds and account credit, and the admins' refund list. */
export function refundRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.post('/api/campaigns/:id/cancel', async (ctx) => {
    const body = parseBody(ctx, CancelCampaignRequest);
    const refunds = await cancelAsOwner(deps, ctx.state.caller, ctx.params.id, body);
    ctx.body = { status: 'cancelled', refunds: refunds.map(refundView) };
  });
  r.get('/api/billing/refunds', async (ctx) => {
    ctx.body = await ownRefunds(deps, ctx.state.caller);
  });
  r.get('/api/billing/credit', async (ctx) => {
    ctx.body = await accountCredit(deps, ctx.state.caller);
  });
  r.put('/api/billing/refund-preference', async (ctx) => {
    const { refundTo } = parseBody(ctx, RefundPreference);
    await deps.credits.setRefundTo(ctx.state.caller.id, refundTo);
    ctx.body = { refundTo };
  });
  r.get('/api/admin/billing/refunds', async (ctx) => {
    const { state } = parseQuery(ctx, AdminRefundQuery);
    ctx.body = await allRefunds(deps, ctx.state.caller, state);
  });
  return r;
}
