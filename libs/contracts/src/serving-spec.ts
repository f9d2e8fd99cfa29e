import { z } from 'zod';
import { TtsLanguage } from './media';
import { CampaignResponse } from './caller-response';
import { MAX_CREATIVES, RotationMode, ServingCreative } from './creatives';

/**
 * What svc-capacity's decision engine needs to serve a campaign beyond its booking (docs/delivery.md). Carried,
 * optional, in campaign.status_changed's BookingSnapshot so events written before it still parse; a campaign
 * without it is never served.
 */
export const ServingSpec = z.object({
  gender: z.enum(['all', 'male', 'female']).default('all'),
  deviceType: z.enum(['all', 'smartphone', 'nonSmartphone']).default('all'),
  valueTier: z.enum(['all', 'bronze', 'silver', 'gold', 'platinum']).default('all'),
  /** Days of the Karachi week the campaign plays; empty means every day. */
  daysOfWeek: z.array(z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).default([]),
  freqCapPerDay: z.number().int().min(1).max(5).default(2),
  /** A customer list (svc-pricing) the subscriber's hashed number must be in; null for none. */
  audienceListId: z.string().nullable().default(null),
  /** The accepted creative's audio (svc-media id) and its length; null when the creative has no audio yet. */
  audio: z
    .object({ id: z.string().min(1), durationSec: z.number().nonnegative() })
    .nullable()
    .default(null),
  /** The locked quote's total divided by its guaranteed plays, in PKR. */
  pricePerPlayPkr: z.number().nonnegative().finite().default(0),
  /**
   * Brand-safety metadata the VAST answer carries for the operator (docs/operators.md): the campaign's name
   * (AdTitle), the advertiser's company when known, its niche interests (mapped to IAB categories by svc-capacity)
   * and the spoken language of a TTS creative (null for an upload: nobody told us).
   */
  title: z.string().max(200).default(''),
  advertiser: z.string().max(120).nullable().default(null),
  interests: z.array(z.string().max(100)).max(50).default([]),
  language: TtsLanguage.nullable().default(null),
  /** What a caller gets for pressing 1 (an SMS or a callback), offered in the VAST answer; null for none. */
  response: CampaignResponse.nullable().default(null),
  /**
   * Every approved creative with audio, the campaign's own first (id = campaign id), when the campaign has more
   * than one; empty for the default single creative, which plays `audio` as before.
   */
  creatives: z.array(ServingCreative).max(MAX_CREATIVES).default([]),
  rotation: RotationMode.default('even'),
});
export type ServingSpec = z.infer<typeof ServingSpec>;

/**
 * What a caller who presses 1 gets after the ad a decision played (`creative` null: the campaign's single ad): the
 * creative's own response, or the campaign's for a spec written before creatives carried one. Null: none.
 */
export const servedResponse = (
  spec: Pick<ServingSpec, 'response'>,
  creative: Pick<ServingCreative, 'response'> | null | undefined,
): CampaignResponse | null => (creative && creative.response !== undefined ? creative.response : spec.response);
