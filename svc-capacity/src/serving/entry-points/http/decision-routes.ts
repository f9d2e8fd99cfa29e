import { createRouter, AppRouter, forbidden, route, signedServingUrl } from '@rbt/service-kit';
import {
  DecisionQuery,
  mediaFileOf,
  responsePrompt,
  servedResponse,
  SERVING_API,
  SERVING_PATHS,
  TELEPHONE_CODECS,
  TelephoneCodec,
} from '@rbt/contracts';
import type { Deps } from '../../../deps';
import { servingDecisions } from '../../../metrics';
import { decide, type Decision } from '../../domain/decide-use-case';
import { decideSandbox } from '../../domain/sandbox-decide-use-case';
import { adMetadataOf, emptyVast, languageCode, vastAd } from '../../domain/vast-document';
import type { TrafficOutcome } from '../../../platforms';

const QUARTILES = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;

/** The public decision route under the gateway's /rtb/v1 (docs/delivery.md): an ad for a platform's call, as VAST. */
export function decisionRoutes(deps: Deps): AppRouter[] {
  const { config } = deps;
  // The admin's per-minute traffic counts every key; a platform's own report and statement only its live keys.
  const platformTally = {
    count: (platformId: string, outcome: TrafficOutcome, sandbox: boolean) => {
      deps.platformTally.count(platformId, outcome);
      if (!sandbox) deps.hourlyTally.count(platformId, outcome, deps.servingClock());
    },
  };
  const origin = config.PUBLIC_SERVING_URL.replace(/\/$/, '');
  const signed = (path: string, exp: number) => `${origin}${signedServingUrl(config.SERVING_URL_SECRET, path, exp)}`;
  const xml = (ctx: { type: string; body: unknown; set(k: string, v: string): void }, body: string) => {
    ctx.type = 'application/xml';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  };

  const router = createRouter();
  route(router, SERVING_API.decisions, async (ctx, input) => {
    if (ctx.state.caller.role !== 'platform') throw forbidden('Only operator platforms may ask for ads');
    const platformId = ctx.state.caller.id;
    const sandbox = ctx.state.caller.sandbox === true;
    let q: DecisionQuery;
    try {
      // The contract's DecisionQuery plus the ad-tag `key` it documents; the gateway takes every `key` off first.
      q = input.query();
    } catch (err) {
      platformTally.count(platformId, 'malformed', sandbox);
      throw err;
    }
    let d: Decision | null;
    const ttlMs = config.DECISION_TTL_MS;
    try {
      d = sandbox
        ? await decideSandbox(deps, q, platformId, deps.servingClock(), ttlMs)
        : await decide(deps, q, platformId, deps.servingClock(), ttlMs);
    } catch (err) {
      // Without the cap store no play can be proven under the cap: answer no ad, never an over-cap play.
      servingDecisions.inc({ outcome: 'redis_unavailable' });
      platformTally.count(platformId, 'unavailable', sandbox);
      ctx.state.log.warn({ err: (err as Error).message }, 'decision without Redis: empty VAST');
      return xml(ctx, emptyVast());
    }
    if (!d?.campaign.spec.audio) {
      servingDecisions.inc({ outcome: 'no_ad' });
      platformTally.count(platformId, 'empty', sandbox);
      return xml(ctx, emptyVast());
    }
    const { adServingId, campaign, expiresAtMs: expiresAt } = d;
    servingDecisions.inc({ outcome: 'ad' });
    platformTally.count(platformId, 'filled', sandbox);
    const track = (e: string) => signed(`${SERVING_PATHS.track}/${adServingId}/${e}`, expiresAt);
    // svc-media checks media URLs on the wall clock; this service checks its own URLs on the serving clock (shifted
    // only in tests that run the portal at another hour of the Karachi day), so media expires as long after now.
    const mediaExp = expiresAt - deps.servingClock() + Date.now();
    // The creative picked after the campaign (docs/creatives.md): its own audio, language, UniversalAdId and offer.
    const audio = d.creative?.audio ?? d.campaign.spec.audio;
    const adId = d.creative?.id ?? campaign.id;
    const offer = servedResponse(campaign.spec, d.creative);
    const meta = adMetadataOf(campaign.id, campaign.spec);
    const codecs = q.codec ? [q.codec] : TelephoneCodec.options;
    xml(
      ctx,
      vastAd({
        adServingId,
        campaignId: campaign.id,
        creativeId: adId,
        meta: d.creative ? { ...meta, language: languageCode(d.creative.language) } : meta,
        durationSec: audio.durationSec,
        // What is left of the decision's validity (a retried call gets less than the first answer did).
        expiresSec: (expiresAt - deps.servingClock()) / 1000,
        impressionUrl: track('impression'),
        // The macro percent-encoded: a raw [ERRORCODE] is not an xs:anyURI, and every answer validates.
        errorUrl: `${track('error')}&code=%5BERRORCODE%5D`,
        optOutUrl: track('optout'),
        // Press 1 (docs/operators.md): POSTed with the platform's key, the caller's number and the key pressed.
        response: offer
          ? {
              kind: offer.kind,
              prompt: responsePrompt(offer.kind, d.creative?.language ?? campaign.spec.language),
              url: signed(`${SERVING_PATHS.responses}/${adServingId}`, expiresAt),
            }
          : null,
        trackingUrls: Object.fromEntries(QUARTILES.map((e) => [e, track(e)])) as Record<
          (typeof QUARTILES)[number],
          string
        >,
        mediaFiles: codecs.map((c) => ({
          // Ends with the spoken prompt when the ad has a response; Duration above is that file's length.
          url: signed(`${SERVING_PATHS.media}/${mediaFileOf(audio.id, c, campaign.prompts?.get(adId))}`, mediaExp),
          codec: TELEPHONE_CODECS[c].vastCodec,
        })),
      }),
    );
  });
  return [router];
}
