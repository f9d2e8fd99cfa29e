import crypto from 'node:crypto';
import type { EstimateRequest, PriceRequest, PriceResult } from '@rbt/contracts';
import { estimate, nichePremiumTargets, priceQuote, PricingError } from '@rbt/pricing';
import { AppError } from '@rbt/service-kit';
import type { EstimateCache } from './ports';

/** Engine refusals become the kit's 400 shape: "path: message" plus details with the field path. */
function asBadRequest(err: unknown): unknown {
  if (!(err instanceof PricingError)) return err;
  return new AppError(400, 'validation_failed', `${err.path}: ${err.message}`, [
    { path: err.path, message: err.message },
  ]);
}

const sortedUnique = (xs: readonly string[]) => [...new Set(xs)].sort();

/**
 * Cache key of an estimate: only the fields that change the answer, with lists de-duplicated and sorted, so
 * the same selection in another order is the same key. City order only matters for the index in an error,
 * and errors are never cached.
 */
export function estimateCacheKey(r: EstimateRequest, list?: ListAudience): string {
  const normal = {
    c: sortedUnique(r.audience.cities),
    g: r.audience.gender,
    d: r.audience.deviceType,
    t: r.audience.valueTier,
    s: r.schedule.startDate ?? null,
    e: r.schedule.endDate ?? null,
    w: sortedUnique(r.schedule.daysOfWeek),
    ts: sortedUnique(r.schedule.timeSlots),
    f: r.controls.freqCapPerDay,
    n: nichePremiumTargets(r.audience.niche),
    l: list ? [list.id, list.ownerId] : null,
    gt: r.goal.type,
    a: r.goal.amountPkr ?? null,
    i: r.goal.targetImpressions ?? null,
  };
  return `estimate:v3:${crypto.createHash('sha256').update(JSON.stringify(normal)).digest('base64url')}`;
}

export interface EstimateOutcome {
  body: string;
  cached: boolean;
}

/** The owned customer list an estimate prices on (resolved by the route), keyed by id and owner in the cache. */
export interface ListAudience {
  id: string;
  ownerId: string;
  byCity: readonly { cityId: string; matched: number }[];
}

/** Quotes an estimate, serving identical requests from the cache; returns the JSON text to send as is. */
export async function quoteEstimate(
  req: EstimateRequest,
  cache: EstimateCache,
  list?: ListAudience,
): Promise<EstimateOutcome> {
  const key = estimateCacheKey(req, list);
  const hit = await cache.get(key);
  if (hit) return { body: hit, cached: true };
  let body: string;
  try {
    body = JSON.stringify(estimate(req, list ? { listByCity: list.byCity } : {}));
  } catch (err) {
    throw asBadRequest(err);
  }
  await cache.set(key, body);
  return { body, cached: false };
}

/** POST /api/price: one of the standard, custom or niche models. */
export function quotePrice(req: PriceRequest): PriceResult {
  try {
    return priceQuote(req);
  } catch (err) {
    throw asBadRequest(err);
  }
}
