import { z } from 'zod';
import { CITY_IDS } from './input-rules';
import { NumberHash } from './audience-lists';

/**
 * The operator-facing serving API (docs/delivery.md). The gateway routes /rtb/v1/* for machine clients:
 * - GET /rtb/v1/decisions?sub=&city=&gender=&device=&tier=&callId=  (platform key: `Authorization: Bearer <key>`)
 *   → IAB VAST 4.1 (application/xml), an ad or the empty `<VAST version="4.1"/>`;
 * - GET /rtb/v1/track/{adServingId}/{event}?exp=&sig=  (signed, no key) → 204;
 * - GET /rtb/v1/media/{audioId}.wav?exp=&sig=  (signed, no key) → the telephone rendition.
 */

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

/** Serving route prefixes, the gateway's and the services' one source. */
export const SERVING_PATHS = {
  decisions: '/rtb/v1/decisions',
  track: '/rtb/v1/track',
  media: '/rtb/v1/media',
} as const;
