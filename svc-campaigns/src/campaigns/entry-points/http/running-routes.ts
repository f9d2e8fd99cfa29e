import { badRequest, createRouter, AppRouter, route } from '@rbt/service-kit';
import { RUNNING_API } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { pauseAsOwner, resumeAsOwner } from '../../domain/owner-status-use-case';
import { payTopUp, quoteTopUp } from '../../../billing';
import { toDetail } from '../../domain/campaign-read-models';
import { answerOnce, readKey } from '../../../shared';

/** Changing a running campaign: the owner's pause and resume, and top-ups (more budget or days). */
export function runningRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, RUNNING_API.pause, async (ctx) => {
    ctx.body = toDetail(await pauseAsOwner(deps, ctx.state.caller, ctx.params.id));
  });
  route(r, RUNNING_API.resume, async (ctx) => {
    ctx.body = toDetail(await resumeAsOwner(deps, ctx.state.caller, ctx.params.id));
  });
  route(r, RUNNING_API.topUpQuote, async (ctx, input) => {
    const { topUp } = await quoteTopUp(deps, ctx.state.caller, ctx.params.id, input.body());
    ctx.body = topUp;
  });
  route(r, RUNNING_API.topUp, async (ctx, input) => {
    const caller = ctx.state.caller;
    const key = readKey(ctx.get('idempotency-key'));
    // As for the first payment: a retry without a key could not be told apart from a second purchase.
    if (!key) throw badRequest('Idempotency-Key: a payment needs an Idempotency-Key header');
    const body = input.body();
    await answerOnce(ctx, deps, 'top-up', key, body, async () => ({
      status: 201,
      body: await payTopUp(deps, caller, ctx.params.id, key, body),
    }));
  });
  return r;
}
