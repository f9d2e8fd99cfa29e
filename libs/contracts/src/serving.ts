import { z } from 'zod';
import { CITY_IDS } from './input-rules';
import { NumberHash } from './audience-lists';

/**
 * The operator-facing serving API (docs/delivery.md). The gateway routes /rtb/v1/* for machine clients:
 * - GET /rtb/v1/decisions?sub=&city=&gender=&device=&tier=&callId=&codec=  (platform key: `Authorization: Bearer <key>`)
 *   → IAB VAST 4.1 (application/xml), an ad or the empty `<VAST version="4.1"/>`;
 * - GET /rtb/v1/track/{adServingId}/{event}?exp=&sig=  (signed, no key) → 204;
 * - GET /rtb/v1/media/{audioId}.{codec}.wav?exp=&sig=  (signed, no key) → a telephone rendition.
 */

/**
 * The telephone renditions a platform can play (docs/operators.md "Codecs"): 8 kHz mono G.711 in WAV, A-law as
 * Pakistani E1 links carry it, µ-law as the first rendition was. `vastCodec` is the WAVE format tag (RFC 2361), what
 * VAST's `codec` attribute (RFC 4281) names for audio/wav. AMR-NB/AMR-WB are not offered: Debian's ffmpeg has no
 * AMR encoder (only decoders).
 */
export const TelephoneCodec = z.enum(['alaw', 'mulaw']);
export type TelephoneCodec = z.infer<typeof TelephoneCodec>;
export const TELEPHONE_CODECS: Readonly<Record<TelephoneCodec, { vastCodec: string; label: string }>> = {
  alaw: { vastCodec: '6', label: 'G.711 A-law, 8 kHz mono WAV' },
  mulaw: { vastCodec: '7', label: 'G.711 µ-law, 8 kHz mono WAV' },
};
/**
 * The signed media file of one rendition: `<audioId>.<codec>.wav` (the older `<audioId>.wav` is the µ-law one), or
 * `<audioId>.<codec>.<prompt>.wav` when the ad ends with the spoken press 1 / press 9 prompt (response-prompts.ts).
 */
export const mediaFileOf = (audioId: string, codec: TelephoneCodec, prompt?: string | null) =>
  prompt ? `${audioId}.${codec}.${prompt}.wav` : `${audioId}.${codec}.wav`;

/** Query parameters of one ad request. Missing attributes narrow the match to campaigns that do not target them. */
export const DecisionQuery = z
  .object({
    /** Pseudonymous subscriber key: SHA-256 of the E.164 number, 64 lower-case hex (as customer lists hash it). */
    sub: NumberHash,
    city: z.enum(CITY_IDS).optional(),
    gender: z.enum(['male', 'female']).optional(),
    device: z.enum(['smartphone', 'nonSmartphone']).optional(),
    tier: z.enum(['bronze', 'silver', 'gold', 'platinum']).optional(),
    /** The operator's own call id, echoed in logs and play events. */
    callId: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'callId must be 1-64 letters, digits or . _ : -')
      .optional(),
    /** One rendition only (its MediaFile alone in the answer); without it every rendition is offered. */
    codec: TelephoneCodec.optional(),
  })
  .strict();
export type DecisionQuery = z.infer<typeof DecisionQuery>;

/** Events a tracking URL may report: VAST Impression, the linear quartiles, and Error. */
export const TrackingEvent = z.enum([
  'impression',
  'start',
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
  'error',
]);
export type TrackingEvent = z.infer<typeof TrackingEvent>;

/** A VAST error code (three digits, 100 to 999): what a player reports with an Error event. */
export const VastErrorCode = z.number().int().min(100).max(999);

/**
 * `?exp=&sig=` of a signed serving URL (tracking, press 1 and 9, media): the URL is the credential. As a contract
 * field only: a missing or repeated one is refused by the URL's check (403), not as a malformed request.
 */
export const SignedServingQuery = z.object({
  exp: z.string().describe('When the URL stops working, in Unix seconds, as signed'),
  sig: z.string().describe('The signature over the path and `exp`, as given'),
});

/** Serving route prefixes, the gateway's and the services' one source. */
export const SERVING_PATHS = {
  decisions: '/rtb/v1/decisions',
  track: '/rtb/v1/track',
  media: '/rtb/v1/media',
  creatives: '/rtb/v1/creatives',
  /** POST /rtb/v1/responses/{adServingId}?exp=&sig= (signed and the platform key): press 1 or press 9. */
  responses: '/rtb/v1/responses',
  /** GET /rtb/v1/reports?from&to&granularity: the platform's own counts per hour or day (docs/operators.md). */
  reports: '/rtb/v1/reports',
  /** GET /rtb/v1/statements/{YYYY-MM}.csv|pdf: the platform's monthly settlement statement. */
  statements: '/rtb/v1/statements',
} as const;

/** One rendition of a live creative, with a long-lived signed URL a platform may fetch ahead of the calls. */
export const CreativeRendition = z.object({
  codec: TelephoneCodec,
  /** VAST's `codec` attribute of the same rendition (the WAVE format tag). */
  vastCodec: z.string(),
  type: z.literal('audio/wav'),
  url: z.string().url(),
  /** When the URL stops working (ISO time); the list gives fresh URLs well before. */
  expiresAt: z.string().datetime(),
});

/** GET /rtb/v1/creatives: every creative that can be served now (docs/operators.md "Creatives ahead of time"). */
export const PlatformCreatives = z.object({
  creatives: z.array(
    z.object({
      /** The VAST answer's UniversalAdId (idRegistry "rbt-ads"): the key to match a decision to a loaded file. */
      universalAdId: z.string(),
      title: z.string(),
      advertiser: z.string().nullable(),
      durationSec: z.number().nonnegative(),
      language: z.string().nullable(),
      categories: z.array(z.string()),
      renditions: z.array(CreativeRendition),
    }),
  ),
});
export type PlatformCreatives = z.infer<typeof PlatformCreatives>;
