import { EstimateRequest, PriceRequest } from '@rbt/contracts';
import { createRouter, parseBody, AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { quoteEstimate, quotePrice } from '../../domain/estimate-use-case';

/** POST /api/estimate and POST /api/price for any signed caller (wizard via the gateway, svc-campaigns as 'service'). */
export function pricingRouter(deps: Deps): AppRouter {
  const router = createRouter();

  router.post('/api/estimate', async (ctx) => {
    const out = await quoteEstimate(parseBody(ctx, EstimateRequest), deps.estimateCache);
    ctx.set('x-cache', out.cached ? 'hit' : 'miss');
    ctx.set('cache-control', 'no-store');
    ctx.type = 'application/json';
    ctx.body = out.body;
  });

  router.post('/api/price', (ctx) => {
    ctx.set('cache-control', 'no-store');
    ctx.body = quotePrice(parseBody(ctx, PriceRequest));
  });
  return router;
}
