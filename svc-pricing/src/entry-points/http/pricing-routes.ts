import { PRICING_API, type EstimateRequest } from '@rbt/contracts';
import { AUDIENCE_K_MIN } from '@rbt/contracts';
import { AppError, createRouter, notFound, route, AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../deps';
import { quoteEstimate, quotePrice, type ListAudience } from '../../domain/estimate-use-case';
import { reachesK, shownAudience } from '../../domain/audience-list-use-case';

/**
 * The customer list an estimate names, if its owner's: the caller's own, or for a service (svc-campaigns pricing a
 * draft) the owner the request names. Another advertiser's list, or a missing one, is a 404.
 */
async function ownedList(
  deps: Deps,
  caller: { id: string; role: string },
  req: EstimateRequest,
): Promise<ListAudience | undefined> {
  const id = req.audience.listId;
  if (!id) return undefined;
  const ownerId = caller.role === 'service' ? (req.audience.listOwnerId ?? '') : caller.id;
  const list = ownerId ? await deps.audienceLists.findOwned(ownerId, id) : null;
  if (!list) throw notFound('Customer list');
  // Below k a list is neither priced nor bought (submit prices through here), so its size never shows in a quote.
  if (!reachesK(list)) {
    const message = `This customer list matches fewer than ${AUDIENCE_K_MIN} subscribers, so it cannot be used`;
    throw new AppError(400, 'validation_failed', `audience.listId: ${message}`, [{ path: 'audience.listId', message }]);
  }
  return { id, ownerId, byCity: shownAudience(list) };
}

/** POST /api/estimate and POST /api/price for any signed caller (wizard via the gateway, svc-campaigns as 'service'). */
export function pricingRoutes(deps: Deps): AppRouter {
  const router = createRouter();

  route(router, PRICING_API.estimate, async (ctx, input) => {
    const req = input.body();
    const out = await quoteEstimate(req, deps.estimateCache, await ownedList(deps, ctx.state.caller, req));
    ctx.set('x-cache', out.cached ? 'hit' : 'miss');
    ctx.set('cache-control', 'no-store');
    ctx.type = 'application/json';
    ctx.body = out.body;
  });

  route(router, PRICING_API.price, (ctx, input) => {
    ctx.set('cache-control', 'no-store');
    ctx.body = quotePrice(input.body());
  });
  return router;
}
