import {
  createRouter,
  forbidden,
  notFound,
  route,
  servingKeys,
  signedQuery,
  verifyServingPath,
  type AppRouter,
} from '@rbt/service-kit';
import { CAPACITY_API, SERVING_API, type CallerResponseRequest as Req } from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { servingResponses } from '../../../metrics';
import { respond, type Refusal } from '../../domain/caller-response-use-case';
import { campaignResponses } from '../../domain/response-report-use-case';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Refused like tracking is: forged 403, expired or unplayed 410, unknown 404, already answered 409. */
const REFUSED: Record<Refusal | 'bad_signature' | 'expired', number> = {
  bad_signature: 403,
  expired: 410,
  unknown: 404,
  no_impression: 410,
  repeat: 409,
  no_response: 404,
};
const WORDS: Record<keyof typeof REFUSED, string> = {
  bad_signature: 'the URL signature is not ours',
  expired: 'the decision is no longer valid',
  unknown: 'no such decision for this platform',
  no_impression: 'the ad was never played (no impression counted)',
  repeat: 'this decision was answered already',
  no_response: 'the ad played offers no response',
};

/**
 * `POST /rtb/v1/responses/<adServingId>?exp=&sig=` with the platform's key: the signed response URL of a VAST
 * answer's `rbt-response` extension (docs/operators.md "Press 1"). `GET /api/capacity/campaigns/:id/responses`:
 * a campaign's responses for svc-campaigns' owner view (it checks the owner) and admins.
 */
export function responseRoutes(deps: Deps): AppRouter[] {
  const router = createRouter();
  route(router, SERVING_API.responses, async (ctx, input) => {
    if (ctx.state.caller.role !== 'platform') throw forbidden('Only operator platforms may report responses');
    const { adServingId } = ctx.params as { adServingId: string };
    let key = 'invalid';
    const refuse = (reason: keyof typeof REFUSED) => {
      servingResponses.inc({ key, outcome: reason });
      ctx.status = REFUSED[reason];
      ctx.body = { error: { code: reason, message: `Response refused: ${WORDS[reason]}` } };
    };
    let body: Req;
    try {
      body = input.body();
    } catch (err) {
      servingResponses.inc({ key, outcome: 'invalid' });
      throw err;
    }
    key = body.key;
    if (!UUID.test(adServingId)) return refuse('unknown');
    const now = deps.servingClock();
    // The contract's `exp` and `sig`; null when one is missing or repeated, which the check refuses as unsigned.
    const query = signedQuery(input);
    const check = verifyServingPath(servingKeys(deps.config), ctx.path, query?.exp, query?.sig, now);
    if (check !== 'ok') return refuse(check);
    try {
      const r = await respond(deps.responsePorts, adServingId, ctx.state.caller.id, body, now);
      if (!r.ok) return refuse(r.refused);
      servingResponses.inc({ key, outcome: r.outcome });
      ctx.status = 202;
      ctx.body = { outcome: r.outcome };
    } catch (err) {
      ctx.state.log.warn({ err: (err as Error).message }, 'response not recorded');
      servingResponses.inc({ key, outcome: 'unavailable' });
      ctx.status = 503;
      ctx.set('Retry-After', '1');
      ctx.body = { error: { code: 'unavailable', message: 'Response store unavailable; retry' } };
    }
  });

  route(router, CAPACITY_API.campaignResponses, async (ctx) => {
    const role = ctx.state.caller.role;
    if (role !== 'service' && role !== 'admin') throw forbidden('Admin access required');
    const summary = await campaignResponses(deps, ctx.params.id);
    if (!summary) throw notFound('Booking');
    ctx.body = summary;
  });
  return [router];
}
