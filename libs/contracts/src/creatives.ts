import { z } from 'zod';
import { AudioPath } from './audio-address';
import { TtsLanguage } from './media';
import { CampaignResponse } from './caller-response';
import { CreativeType, TtsConfig } from './campaigns';
import type { CampaignStatus } from './campaign-status';

/**
 * Several creatives per campaign (docs/creatives.md). The campaign's own creative (the wizard's) is the first, with
 * the campaign id as its UniversalAdId; up to MAX_CREATIVES - 1 more are added after checkout, each reviewed like
 * the first. A campaign with one creative is the default and serves exactly as before.
 */
export const MAX_CREATIVES = 3;
/** What the weights of a `weighted` rotation add up to: whole percent of the plays. */
export const WEIGHTS_TOTAL = 100;
/** Plays each creative needs before a split test names a winner (never earlier, docs/creatives.md). */
export const SPLIT_TEST_MIN_PLAYS = 1000;
/** The confidence a split-test difference must reach to be called a winner (two-sided). */
export const SPLIT_TEST_CONFIDENCE = 0.95;

/** The statuses in which ads can be added, removed or rotated (a booking exists and has not ended). */
export const CREATIVE_STATUSES: readonly CampaignStatus[] = ['pending_review', 'scheduled', 'live', 'paused'];

export const RotationMode = z.enum(['even', 'weighted', 'sequence', 'split_test']);
export type RotationMode = z.infer<typeof RotationMode>;

export const CREATIVE_MESSAGES = {
  tooMany: `A campaign can have at most ${MAX_CREATIVES} active ads`,
  weightsSum: 'Weights must add up to 100',
  weightsCount: 'Give one weight per active ad',
  notFound: 'Creative',
  primary: 'The campaign’s first ad cannot be removed; replace it instead',
} as const;

/**
 * An added ad's press-1 response as the owner gives it (docs/creatives.md "Each ad's press-1 response"): its own
 * (`sms` with the text, `callback`), `none`, or `campaign` (the same as the campaign's, followed if that changes).
 * Null or absent reads as `none`: an ad offers nothing its reviewer did not see on it.
 */
export const AddedCreativeResponse = z.discriminatedUnion('kind', [
  ...CampaignResponse.options,
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('campaign') }).strict(),
]);
export type AddedCreativeResponse = z.infer<typeof AddedCreativeResponse>;

/** POST /api/campaigns/:id/creatives: one more ad, with its own audio, language and optional press-1 response. */
export const AddCreative = z
  .object({
    type: CreativeType,
    fileUrl: AudioPath,
    ttsMeta: TtsConfig.nullable().optional(),
    language: TtsLanguage.nullable().optional(),
    response: AddedCreativeResponse.nullable().optional(),
    rightsConfirmed: z.literal(true, {
      errorMap: () => ({ message: 'Please confirm you hold the rights to this audio' }),
    }),
  })
  .strict();
export type AddCreative = z.infer<typeof AddCreative>;

/** PUT /api/campaigns/:id/rotation: weights (whole percent, in the order of the active ads) only for `weighted`. */
export const SetRotation = z
  .object({
    mode: RotationMode,
    weights: z.array(z.number().int().min(0).max(WEIGHTS_TOTAL)).max(MAX_CREATIVES).optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.mode !== 'weighted') return;
    const sum = (r.weights ?? []).reduce((a, b) => a + b, 0);
    if (sum !== WEIGHTS_TOTAL)
      ctx.addIssue({ code: 'custom', message: CREATIVE_MESSAGES.weightsSum, path: ['weights'] });
  });
export type SetRotation = z.infer<typeof SetRotation>;

export const CreativeReview = z.enum(['pending', 'approved', 'rejected']);
export type CreativeReview = z.infer<typeof CreativeReview>;

/** One creative of a campaign as the API shows it. */
export const CampaignCreative = z.object({
  /** The UniversalAdId the VAST answer carries for it. */
  id: z.string(),
  /** 1 for the campaign's own ad, then in the order added (pages word it: "Ad 2"). */
  ordinal: z.number().int().min(1),
  creativeType: CreativeType,
  audioUrl: z.string().nullable(),
  language: TtsLanguage.nullable(),
  /** The text-to-speech script, read by the reviewer beside the audio; null for an upload or a recording. */
  script: z.string().nullable(),
  /** What a caller who presses 1 after this ad gets (reviewed with it); null: nothing, no prompt after the ad. */
  response: CampaignResponse.nullable(),
  /** True when an added ad takes the campaign's response (`response` shows it as it is now); absent: false. */
  responseFromCampaign: z.boolean().optional(),
  review: CreativeReview,
  rejectionReason: z.string().nullable(),
  weight: z.number().int().min(0).max(100).nullable(),
  primary: z.boolean(),
  removed: z.boolean(),
});
export type CampaignCreative = z.infer<typeof CampaignCreative>;

/** An ad that counts toward MAX_CREATIVES and takes a weight: neither removed nor rejected. */
export const isActiveCreative = (c: Pick<CampaignCreative, 'removed' | 'review'>): boolean =>
  !c.removed && c.review !== 'rejected';

export const CampaignCreatives = z.object({
  rotation: RotationMode,
  weights: z.array(z.number().int()).nullable(),
  creatives: z.array(CampaignCreative),
});
export type CampaignCreatives = z.infer<typeof CampaignCreatives>;

/** Serving's view of one playable creative (carried in the ServingSpec). */
export const ServingCreative = z.object({
  id: z.string().min(1),
  audio: z.object({ id: z.string().min(1), durationSec: z.number().nonnegative() }),
  language: TtsLanguage.nullable().default(null),
  weight: z.number().int().min(0).max(100).default(0),
  /**
   * What a caller who presses 1 after this ad gets; null for nothing. Absent in specs sent before ads had their own
   * (they all offered the campaign's): `servedResponse` in serving-spec.ts reads that as the campaign's.
   */
  response: CampaignResponse.nullable().optional(),
});
export type ServingCreative = z.infer<typeof ServingCreative>;

const count = z.number().int().nonnegative();

/** Figures of one creative (GET /api/campaigns/:id/creative-results). */
export const CreativeResult = z.object({
  creativeId: z.string(),
  ordinal: z.number().int().min(1),
  /** False for a removed creative: its history stays. */
  active: z.boolean(),
  plays: count,
  uniqueReach: count,
  starts: count,
  firstQuartiles: count,
  midpoints: count,
  thirdQuartiles: count,
  completes: count,
  /** Press-1 responses to this ad; null when the responses cannot be read (no booking in capacity, capacity down). */
  responses: count.nullable(),
  /** Responses ÷ plays in percent (two decimals, as the campaign's response rate); null where responses are. */
  responseRatePct: z.number().nonnegative().nullable(),
  /** As on Analytics: completes ÷ starts in percent (1 decimal); null before any start. */
  listenThroughPct: z.number().nonnegative().nullable(),
});
export type CreativeResult = z.infer<typeof CreativeResult>;

/**
 * A split test's verdict on completes ÷ plays (a play that never started counts as not listened through): `waiting`
 * until every active creative has SPLIT_TEST_MIN_PLAYS plays; `off` outside split-test mode.
 */
export const SplitTestVerdict = z.object({
  state: z.enum(['off', 'waiting', 'no_difference', 'winner']),
  minPlays: count,
  winnerId: z.string().nullable(),
  /** 1 − p-value of the two-proportion z-test, in percent (1 decimal); null while waiting. */
  confidencePct: z.number().min(0).max(100).nullable(),
  z: z.number().nullable(),
});
export type SplitTestVerdict = z.infer<typeof SplitTestVerdict>;

export const CreativeResults = z.object({
  campaignId: z.string(),
  rotation: RotationMode,
  creatives: z.array(CreativeResult),
  splitTest: SplitTestVerdict,
});
export type CreativeResults = z.infer<typeof CreativeResults>;
