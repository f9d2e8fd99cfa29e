import { createRouter, AppRouter, route, servingKeys, verifyServingPath } from '@rbt/service-kit';
import { SERVING_API, TrackingEvent } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { servingTracking } from '../../../metrics';
import { recordTracking } from '../../domain/tracking-use-case';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * Tracking refusals: a bad signature is forbidden, an expired one gone, an unknown decision not found; a play
 * released by an error, or a quartile of a play whose impression was not counted, is gone like a late impression.
 */
const REFUSED = { bad_signature: 403, expired: 410, unknown: 404, released: 410, no_impression: 410 } as const;

/** The public tracking route under the gateway's /rtb/v1 (docs/delivery.md): the signed URLs a decision's VAST gave. */
export function trackingRoutes(deps: Deps): AppRouter[] {
  const { config } = deps;
  const router = createRouter();
  route(router, SERVING_API.track, async (ctx) => {
    const { adServingId, event } = ctx.params as { adServingId: string; event: string };
    const ev = TrackingEvent.safeParse(event);
    const label = ev.success ? ev.data : 'invalid';
    const refuse = (reason: keyof typeof REFUSED) => {
      servingTracking.inc({ event: label, outcome: reason });
      ctx.status = REFUSED[reason];
      ctx.body = { error: { code: reason, message: `Tracking refused: ${reason.replace('_', ' ')}` } };
    };
    if (!ev.success || !UUID.test(adServingId)) return refuse('unknown');
    const check = verifyServingPath(servingKeys(config), ctx.path, ctx.query.exp, ctx.query.sig, deps.servingClock());
    if (check !== 'ok') return refuse(check);
    const code = Number(ctx.query.code);
    const errorCode = ev.data === 'error' && Number.isInteger(code) && code >= 100 && code <= 999 ? code : undefined;
    try {
      const at = new Date(deps.servingClock());
      const outcome = await recordTracking(deps.trackingPorts, adServingId, ev.data, at, errorCode);
      if (outcome === 'unknown' || outcome === 'released' || outcome === 'no_impression') return refuse(outcome);
      servingTracking.inc({ event: label, outcome });
      ctx.status = 204;
    } catch {
      servingTracking.inc({ event: label, outcome: 'unavailable' });
      ctx.status = 503;
      ctx.set('Retry-After', '1');
      ctx.body = { error: { code: 'unavailable', message: 'Tracking store unavailable; retry' } };
    }
  });
  return [router];
}
