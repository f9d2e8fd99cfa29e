import { badRequest, createRouter, parseBody, AppRouter } from '@rbt/service-kit';
import { PaymentRequest } from '@rbt/contracts';
import type { Deps } from '../../deps';
import { payCampaign } from '../../domain/payment-use-case';
import { answerOnce, readKey } from '../../data-access/idempotency';

/** Paying a campaign's locked quote (simulated provider), once per Idempotency-Key. */
export function paymentRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.post('/api/campaigns/:id/payments', async (ctx) => {
    const caller = ctx.state.caller;
    const key = readKey(ctx.get('idempotency-key'));
    // Required here: a retry without a key could not be told apart from a second purchase.
    if (!key) throw badRequest('Idempotency-Key: a payment needs an Idempotency-Key header');
    await answerOnce(ctx, deps, 'pay', key, parseBody(ctx, PaymentRequest), async () => ({
      status: 201,
      body: await payCampaign(deps, caller, ctx.params.id, key),
    }));
  });
  return r;
}
