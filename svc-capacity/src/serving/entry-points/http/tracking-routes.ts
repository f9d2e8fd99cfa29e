import {
  createRouter,
  AppRouter,
  route,
  servingKeys,
  signedQuery,
  verifyServingPath,
  type AppContext,
  type SignedQuery,
} from '@rbt/service-kit';
import { SERVING_API, TrackingEvent } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { servingTracking } from '../../../metrics';
import { recordOptOut } from '../../domain/opt-out-use-case';
import { recordTracking } from '../../domain/tracking-use-case';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Tracking refusals: a bad signature is forbidden, an expired one gone, an unknown decision not found; a play
 * released by an error, or a quartile of a play whose impression was not counted, is gone like a late impression.
 */
const REFUSED = { bad_signature: 403, expired: 410, unknown: 404, released: 410, no_impression: 410 } as const;

/** A refusal's answer, for tracking and opt-out alike (`what` names which, in the message). */
function refuseWith(ctx: AppContext, what: 'Tracking' | 'Opt-out', reason: keyof typeof REFUSED): void {
  ctx.status = REFUSED[reason];
  ctx.body = { error: { code: reason, message: `${what} refused: ${reason.replace('_', ' ')}` } };
}

/** The store did not answer: 503, and the platform asks again in a second. */
function unavailable(ctx: AppContext, what: 'Tracking' | 'Opt-out'): void {
  ctx.status = 503;
  ctx.set('Retry-After', '1');
  ctx.body = { error: { code: 'unavailable', message: `${what} store unavailable; retry` } };
}

/** The public tracking route under the gateway's /rtb/v1 (docs/delivery.md): the signed URLs a decision's VAST gave. */
export function trackingRoutes(deps: Deps): AppRouter[] {
  const { config } = deps;
  const router = createRouter();
  route(router, SERVING_API.track, async (ctx, input) => {
    const { adServingId, event } = ctx.params as { adServingId: string; event: string };
    // The contract's query; null when `exp` or `sig` is missing or repeated, which the check refuses as unsigned.
    const query = signedQuery(input);
    if (event === 'optout') return optOut(deps, ctx, adServingId, query);
    const ev = TrackingEvent.safeParse(event);
    const label = ev.success ? ev.data : 'invalid';
    const refuse = (reason: keyof typeof REFUSED) => {
      servingTracking.inc({ event: label, outcome: reason });
      refuseWith(ctx, 'Tracking', reason);
    };
    if (!ev.success || !UUID.test(adServingId)) return refuse('unknown');
    const check = verifyServingPath(servingKeys(config), ctx.path, query?.exp, query?.sig, deps.servingClock());
    if (check !== 'ok') return refuse(check);
    const errorCode = ev.data === 'error' ? query?.code : undefined;
    try {
      const at = new Date(deps.servingClock());
      const outcome = await recordTracking(deps, adServingId, ev.data, at, errorCode);
      if (outcome === 'unknown' || outcome === 'released' || outcome === 'no_impression') return refuse(outcome);
      servingTracking.inc({ event: label, outcome });
      ctx.status = 204;
    } catch {
      servingTracking.inc({ event: label, outcome: 'unavailable' });
      unavailable(ctx, 'Tracking');
    }
  });
  return [router];
}

/**
 * `GET /rtb/v1/track/<adServingId>/optout?exp=&sig=`: the signed press-9 URL of a VAST answer (its `rbt-optout`
 * extension), the tracking route's `optout` event, so it needs no key. 204 recorded (or already); the signature and
 * expiry are checked like every tracking URL's, and an unknown or expired decision suppresses nobody.
 */
async function optOut(deps: Deps, ctx: AppContext, adServingId: string, query: SignedQuery | null): Promise<void> {
  const refuse = (reason: 'bad_signature' | 'expired' | 'unknown') => refuseWith(ctx, 'Opt-out', reason);
  if (!UUID.test(adServingId)) return refuse('unknown');
  // Signed with the decision's expiry on the serving clock, as press 1 and tracking check it.
  const check = verifyServingPath(servingKeys(deps.config), ctx.path, query?.exp, query?.sig, deps.servingClock());
  if (check !== 'ok') return refuse(check);
  try {
    if ((await recordOptOut(deps.serving, adServingId, deps.servingClock())) === 'unknown') return refuse('unknown');
    ctx.status = 204;
  } catch {
    unavailable(ctx, 'Opt-out');
  }
}
