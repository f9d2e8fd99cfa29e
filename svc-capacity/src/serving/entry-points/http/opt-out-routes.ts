import { createRouter, servingKeys, verifyServingPath, type AppRouter } from '@rbt/service-kit';
import { SERVING_PATHS } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { recordOptOut } from '../../domain/opt-out-use-case';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REFUSED = { bad_signature: 403, expired: 410, unknown: 404 } as const;

/**
 * `GET /rtb/v1/track/<adServingId>/optout?exp=&sig=`: the signed press-9 URL of a VAST answer (its
 * `rbt-optout` extension), on the tracking path so it needs no key. 204 recorded (or already); the signature and
 * expiry are checked like every tracking URL's, and an unknown or expired decision suppresses nobody.
 */
export function optOutRoutes(deps: Deps): AppRouter[] {
  const router = createRouter();
  router.get(`${SERVING_PATHS.track}/:adServingId/optout`, async (ctx) => {
    const refuse = (reason: keyof typeof REFUSED) => {
      ctx.status = REFUSED[reason];
      ctx.body = { error: { code: reason, message: `Opt-out refused: ${reason.replace('_', ' ')}` } };
    };
    const { adServingId } = ctx.params as { adServingId: string };
    if (!UUID.test(adServingId)) return refuse('unknown');
    // Signed with the decision's expiry on the serving clock, as press 1 and tracking check it.
    const check = verifyServingPath(
      servingKeys(deps.config),
      ctx.path,
      ctx.query.exp,
      ctx.query.sig,
      deps.servingClock(),
    );
    if (check !== 'ok') return refuse(check);
    try {
      if ((await recordOptOut(deps.serving, adServingId, deps.servingClock())) === 'unknown') return refuse('unknown');
      ctx.status = 204;
    } catch {
      ctx.status = 503;
      ctx.set('Retry-After', '1');
      ctx.body = { error: { code: 'unavailable', message: 'Opt-out store unavailable; retry' } };
    }
  });
  return [router];
}
