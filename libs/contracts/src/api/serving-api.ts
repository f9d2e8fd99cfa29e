import { z } from 'zod';
import { CallerResponseRequest, CallerResponseResult } from '../caller-response';
import { DecisionQuery, PlatformCreatives, SERVING_PATHS, SignedServingQuery, VastErrorCode } from '../serving';
import { apiRoute } from './api-route';

/** An Error URL's `code` as the player filled it in: anything but a VAST code is no code, never a refusal. */
const errorCodeOf = (v: unknown) => {
  // Never a query value; left to fail, so the document does not call the code nullable.
  if (v === null) return v;
  const code = Number(v);
  return VastErrorCode.safeParse(code).success ? code : undefined;
};

/** The serving API operators' platforms call (/rtb/v1): decisions, creatives, tracking, key presses (svc-capacity). */
export const SERVING_API = {
  decisions: apiRoute({
    method: 'get',
    path: SERVING_PATHS.decisions,
    summary: 'An ad decision for one call (VAST 4.1); platform API key in Authorization: Bearer',
    description: [
      'Ask while the call rings; answer within your ringback budget (we aim at p99 ≤ 20 ms). Always 200 with',
      '`application/xml`: an `<Ad adType="audio"><InLine>` or the empty `<VAST version="4.1"/>` (no ad: play your',
      "default tone). `sub` is the lower-case hex SHA-256 of the subscriber's E.164 number (`+923001234567`).",
      "Send `callId` (your call id): a retry of the same call within the answer's `<Expires>` seconds gets the same",
      'answer and holds one play, so retry a timed-out request with the same `callId`. Without `codec` every',
      'rendition is a `<MediaFile>` (A-law first); `codec=alaw|mulaw` keeps one. Every answer carries',
      '`RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; a 429 also `Retry-After`. A player that cannot',
      'send a header calls the ad-tag URL instead: the same request with `key=<ad-tag key>` (never an API key, never',
      'both). Guide: docs/operators.md.',
    ].join(' '),
    tag: 'Serving',
    service: 'svc-capacity',
    access: 'platform',
    query: DecisionQuery.extend({
      key: z
        .string()
        .optional()
        .describe('An ad-tag key (`rbt_tag_…`) instead of the Authorization header; taken off before the service'),
    }),
    success: { status: 200, contentType: 'application/xml', description: 'VAST 4.1, an ad or empty' },
    errors: [429, 503],
    reasons: {
      400: 'A parameter is malformed or unknown (the message names it), or the key is sent twice (header and `key`); nothing was reserved',
      401: 'No API key, or it is malformed, unknown, revoked or expired, or an API key (not an ad-tag key) in `key` (`WWW-Authenticate: Bearer`)',
      429: "Over the platform's decisions per second (Retry-After, RateLimit-* headers)",
      503: 'Keys cannot be checked right now; retry after Retry-After',
    },
  }),
  creatives: apiRoute({
    method: 'get',
    path: SERVING_PATHS.creatives,
    summary: 'Every live creative with long-lived signed media URLs, to load media servers ahead of the calls',
    description: [
      'Each creative: `universalAdId` (the VAST UniversalAdId), title, advertiser, duration, language, IAB',
      'categories and one URL per rendition, valid 7 to 8 days. Poll it (hourly is plenty) with `If-None-Match:',
      '<the last ETag>`: 304 while nothing changed. Counts against the decisions-per-second limit.',
    ].join(' '),
    tag: 'Serving',
    service: 'svc-capacity',
    access: 'platform',
    success: {
      status: 200,
      schema: PlatformCreatives,
      description: 'The live creatives, with an `ETag` to send back as `If-None-Match`',
    },
    // The gateway's key checks answer 400, 401, 403 (an ad-tag key), 429 and 503; svc-capacity 403 for a non-platform.
    errors: [304, 400, 403, 429, 503],
    reasons: {
      400: 'The key is sent twice (in the header and as `key`, or as `key` twice); nothing was listed',
      401: 'No API key, or it is malformed, unknown, revoked or expired, or an API key in `key` (`WWW-Authenticate: Bearer`)',
      403: 'A signed-in user, not a platform, or an ad-tag key (decisions only)',
      429: "Over the platform's decisions per second, which this list counts against (Retry-After, RateLimit-* headers)",
      503: 'Keys cannot be checked right now; retry after Retry-After',
    },
  }),
  track: apiRoute({
    method: 'get',
    path: `${SERVING_PATHS.track}/{adServingId}/{event}`,
    summary: 'Tracking beacon from a signed URL in the VAST answer (no key)',
    description: [
      'Fire each URL as the VAST answer gives it, once; a repeat is answered 204 and not counted again. Order:',
      'Impression when the ad starts playing, then start, firstQuartile, midpoint, thirdQuartile, complete as',
      'reached; Error (with `[ERRORCODE]` filled) instead when it cannot play. A quartile before its impression',
      "was counted, or after an error released the play, is refused (410): wait for the impression's 204.",
      "Retry only a 503 (after Retry-After), with the same URL. `optout` (the `rbt-optout` extension's URL) records",
      'a press 9: that subscriber gets no ad again.',
    ].join(' '),
    tag: 'Serving',
    service: 'svc-capacity',
    access: 'public',
    query: SignedServingQuery.extend({
      code: z
        .preprocess(errorCodeOf, VastErrorCode.optional())
        .describe('The Error URL only: the VAST error code the player filled `[ERRORCODE]` with (ignored otherwise)'),
    }),
    success: { status: 204, description: 'Counted, or a repeat of a counted event' },
    errors: [403, 410, 503],
    reasons: {
      403: 'The signature does not match the path and expiry (forged or altered URL)',
      404: 'No such decision was made',
      410: 'Expired, or the play was released by an error, or its impression was never counted',
      503: 'The counter is unavailable; retry the same URL after Retry-After',
    },
  }),
  responses: apiRoute({
    method: 'post',
    path: `${SERVING_PATHS.responses}/{adServingId}`,
    summary: "A caller's key press on an ad with a response (press 1) or to opt out (press 9); platform API key",
    description: [
      'POST to the signed URL of the `rbt-response` extension, as given, with your key, before the answer expires.',
      '`key` "1" sends the offer by SMS or lists the caller for a callback; "9" opts them out of RBT ads.',
      "`callerNumber` is the caller's Pakistani mobile number in E.164 (+923…): pressing the key is their consent.",
      'A decision counts one response, only after its impression was counted; retry only a 503. Guide:',
      'docs/operators.md "Press 1".',
    ].join(' '),
    tag: 'Serving',
    service: 'svc-capacity',
    access: 'platform',
    query: SignedServingQuery,
    body: CallerResponseRequest,
    success: { status: 202, schema: CallerResponseResult },
    errors: [403, 409, 410, 503],
    reasons: {
      400: 'The body is malformed: key not 1 or 9, or the number not a Pakistani mobile in E.164 (named)',
      401: 'No API key, or it is malformed, unknown, revoked or expired (`WWW-Authenticate: Bearer`)',
      403: 'The signature does not match the path and expiry (forged or altered URL)',
      404: 'No such decision for this platform, or the campaign offers no response',
      409: 'This decision was answered already',
      410: 'The decision expired, or its impression was never counted',
      503: 'The response could not be recorded; retry the same call after Retry-After',
    },
  }),
};
