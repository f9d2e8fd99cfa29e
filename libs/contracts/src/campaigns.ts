import { z } from 'zod';
import { DayOfWeek, DeliveryConfidence, DeviceType, Gender, GoalType, ValueTier } from './pricing';
import { ObjectiveId, ObjectiveInput } from './reference';
import { NicheTargeting } from './niche-targeting';
import { CampaignResponse } from './caller-response';
import { AudioPath } from './audio-address';
import {
  boundedArray,
  IsoDate,
  MAX_CAMPAIGN_DAYS,
  TimeZone,
  cityList,
  figure,
  money,
  plainText,
  Plays,
  timeSlotList,
  runsTooLong,
  TOO_LONG,
} from './input-rules';
import { MEDIA_LIMITS, NO_PLAYABLE_AUDIO, SCRIPT_TOO_LONG } from './media';
import { TTS_DEFAULTS, TTS_LIMITS } from './tts-settings';
import { EditRules, LockedTopUp, NO_ACTIONS, NO_LOCKS, OwnerActions } from './running-changes';
import { AdminStatusTarget, CampaignStatus } from './campaign-status';
import { ShortSlot } from './events/capacity';

/** Stored and returned: the setup screen's four objectives; the other reading (offer, lead, reminder) is mapped on input. */
export const Objective = ObjectiveId;
export { NicheTargeting };
export const CreativeType = z.enum(['tts', 'upload', 'record']);

const word = (max: number) => plainText(max);

/**
 * Spec §3 ttsConfig with §5 limits, plus the metadata the wizard merges in after generating (engine, measured
 * figures). Strict: an unknown key is a 400, so nothing unbounded or `$`-prefixed reaches the database.
 */
const TtsConfigShape = z.object({
  script: plainText(MEDIA_LIMITS.scriptMaxChars, {
    multiline: true,
    tooLong: SCRIPT_TOO_LONG,
  }).default(''),
  provider: z.literal(TTS_DEFAULTS.provider).default(TTS_DEFAULTS.provider),
  voice: word(40).default(''),
  language: word(40).default(TTS_DEFAULTS.language),
  speed: z.number().min(TTS_LIMITS.speed.min).max(TTS_LIMITS.speed.max).default(TTS_DEFAULTS.speed),
  pitch: z.number().int().min(TTS_LIMITS.pitch.min).max(TTS_LIMITS.pitch.max).default(TTS_DEFAULTS.pitch),
  emotion: word(40).default(TTS_DEFAULTS.emotion),
  // Metadata of the generated audio (TtsResponse.metadata), kept with the config by the wizard.
  engine: word(40).optional(),
  source: word(40).optional(),
  durationSec: figure(3600).optional(),
  estimatedDurationSec: figure(3600).optional(),
  sampleRate: figure(384_000).optional(),
  channels: figure(8).optional(),
  loudnessLufs: z.number().finite().min(-200).max(20).optional(),
  truePeakDbtp: z.number().finite().min(-200).max(20).optional(),
  waveform: boundedArray(z.number().finite().min(0).max(1), 64).optional(),
});
export const TtsConfig = TtsConfigShape.strict();

/**
 * The work of a creative method that is not the selected one: switching method sets it aside here
 * and switching back restores it, so a script, voice or uploaded file is kept until the user replaces it.
 * The draft's creativeType, ttsConfig, audioUrl and audioFile always hold the selected method's work only.
 */
const KeptCreativeShape = z.object({
  ttsConfig: TtsConfigShape.nullable().optional(),
  audioUrl: AudioPath.nullable().optional(),
  audioFile: plainText(255).nullable().optional(),
});
export const KeptCreatives = z
  .object({
    tts: KeptCreativeShape.strict(),
    upload: KeptCreativeShape.strict(),
    record: KeptCreativeShape.strict(),
  })
  .partial()
  .strict();
export type KeptCreatives = z.infer<typeof KeptCreatives>;
const KeptCreativesOut = z
  .object({
    tts: KeptCreativeShape.extend({ audioUrl: z.string().nullable().optional() }),
    upload: KeptCreativeShape.extend({
      audioUrl: z.string().nullable().optional(),
      audioFile: z.string().nullable().optional(),
    }),
    record: KeptCreativeShape.extend({ audioUrl: z.string().nullable().optional() }),
  })
  .partial();

/** What the wizard computed in the browser (libs/pricing lockedQuoteDetails); kept only to compare with the server's quote. */
const FrontendCalculationShape = z.object({
  totalUsers: figure().optional(),
  estimatedCostPerView: figure().optional(),
  campaignDays: figure(MAX_CAMPAIGN_DAYS).optional(),
  impressionsPerDay: figure().optional(),
  totalImpressions: figure().optional(),
  rawCalculation: z
    .object({ formula: plainText(500) })
    .partial()
    .strict()
    .optional(),
});
export const FrontendCalculationDetails = FrontendCalculationShape.strict();

/** Amounts the server computed and sends back. */
const amount = z.number().nonnegative();
const freqCap = z.number().int().min(1, 'Frequency cap must be at least 1').max(5, 'Frequency cap must be at most 5');
/** Pacing is a short word ("even" by default, spec §3). */
const Pacing = z.string().regex(/^[a-z][a-z_-]{0,19}$/, 'Pacing must be a short word such as even');

/** Every wizard field of spec §3; strict, so an unknown field (or status/owner/money) is a 400. All optional: drafts are partial. */
export const CampaignDraftPatch = z
  .object({
    name: plainText(200),
    objective: ObjectiveInput.nullable(),
    cities: cityList(),
    gender: Gender,
    valueTier: ValueTier,
    deviceType: DeviceType,
    freqCapPerDay: freqCap,
    startDate: IsoDate.nullable(),
    endDate: IsoDate.nullable(),
    daysOfWeek: boundedArray(DayOfWeek, 7),
    timeSlots: timeSlotList(),
    timezone: TimeZone,
    pacing: Pacing,
    creativeType: CreativeType,
    ttsConfig: TtsConfig.nullable(),
    audioFile: plainText(255).nullable(),
    audioUrl: AudioPath.nullable(),
    keptCreatives: KeptCreatives,
    goalType: GoalType,
    budget: money().nullable(),
    targetImpressions: Plays.nullable(),
    rightsConfirmed: z.boolean(),
    // Press 1 to respond (caller-response.ts): reviewed with the creative.
    response: CampaignResponse.nullable(),
    termsAccepted: z.boolean(),
    promoCode: plainText(50).nullable(),
    bidStrategy: z.literal('auto'),
    customTargeting: z.enum(['niche', 'upload']).nullable(),
    nicheTargeting: NicheTargeting.nullable(),
    // A customer list of the owner's (svc-pricing /api/audience-lists): the campaign is priced on its matched subscribers.
    audienceListId: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, 'Unknown customer list')
      .nullable(),
    estimatedReach: figure(1e10).nullable(),
    // The browser's own figure (float sums), kept for comparison: finite and bounded, decimals not checked.
    frontendCalculatedCost: figure().nullable(),
    frontendCalculationDetails: FrontendCalculationDetails.nullable(),
  })
  .partial()
  .strict();
export type CampaignDraftPatch = z.infer<typeof CampaignDraftPatch>;

/** A whole draft as stored and returned: every field present, spec defaults filled in. */
/** Stored values are already mapped from legacy ids, so outputs use the plain enums (input type = output type for clients). */
const ValueTierOut = ValueTier.innerType();
/**
 * Output is lenient where input is strict: the server checked what it stored, and a campaign stored before a rule
 * was tightened must still open (for example in the admin drawer, which is where it gets rejected).
 */
export const CampaignDraft = CampaignDraftPatch.required().extend({
  objective: Objective.nullable(),
  valueTier: ValueTierOut,
  name: z.string(),
  cities: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  timeSlots: z.array(z.string()),
  timezone: z.string(),
  pacing: z.string(),
  audioFile: z.string().nullable(),
  audioUrl: z.string().nullable(),
  ttsConfig: TtsConfigShape.nullable(),
  // Campaigns stored before set-aside work existed have none.
  keptCreatives: KeptCreativesOut.default({}),
  frontendCalculationDetails: FrontendCalculationShape.nullable(),
  budget: amount.nullable(),
  estimatedReach: z.number().nullable(),
  frontendCalculatedCost: z.number().nullable(),
  promoCode: z.string().nullable(),
  // Campaigns stored before customer-list pricing have no list.
  audienceListId: z.string().nullable().default(null),
  // Campaigns stored before press 1 have no response.
  response: CampaignResponse.nullable().default(null),
});
export type CampaignDraft = z.infer<typeof CampaignDraft>;

/** POST /api/campaigns: `{name, objective}` or the full draft from standard targeting. */
export const CreateCampaignRequest = CampaignDraftPatch;
export const CreateCampaignResponse = z.object({ id: z.string() });

/** Spec §7 step payloads. Money fields sent by the browser other than the budget are stored for comparison only. */
export const AudienceStep = z
  .object({
    cities: cityList(1),
    gender: Gender.default('all'),
    valueTier: ValueTier.default('all'),
    deviceType: DeviceType.optional(),
    freqCapPerDay: freqCap.default(2),
  })
  .strict();
export const ScheduleStep = z
  .object({
    startDate: IsoDate,
    endDate: IsoDate,
    daysOfWeek: boundedArray(DayOfWeek, 7).default([]),
    timeSlots: timeSlotList(1),
    timezone: TimeZone.default('Asia/Karachi'),
    pacing: Pacing.default('even'),
  })
  .strict()
  .refine((s) => s.endDate >= s.startDate, { message: 'End date must not be before the start date', path: ['endDate'] })
  .refine((s) => !runsTooLong(s.startDate, s.endDate), { message: TOO_LONG, path: ['endDate'] });
/** The creative step names the audio that will play (for text-to-speech, the generated track): no audio, no step. */
export const CreativeStep = z
  .object({
    type: CreativeType,
    fileUrl: AudioPath.nullable().optional(),
    ttsMeta: TtsConfig.nullable().optional(),
    rightsConfirmed: z.boolean().optional(),
  })
  .strict()
  .refine((b) => !!b.fileUrl, { message: NO_PLAYABLE_AUDIO, path: ['fileUrl'] });
export const PricingStep = z
  .object({
    goalType: GoalType.default('budget'),
    budgetPkr: money().nullable().optional(),
    targetImpressions: Plays.nullable().optional(),
    weightedCpm: figure().optional(),
    fees: figure().optional(),
    taxes: figure().optional(),
    totalCost: figure().optional(),
    promoCode: plainText(50).nullable().optional(),
    frontendCalculationDetails: FrontendCalculationDetails.nullable().optional(),
  })
  .strict();
export type AudienceStep = z.infer<typeof AudienceStep>;
export type ScheduleStep = z.infer<typeof ScheduleStep>;
export type CreativeStep = z.infer<typeof CreativeStep>;
export type PricingStep = z.infer<typeof PricingStep>;

/** The server's locked quote (from svc-pricing plus the checkout constants of spec §9). */
export const LockedQuote = z.object({
  baseCost: amount,
  platformFee: amount,
  vat: amount,
  totalCost: amount,
  estImpressions: z.number().nonnegative(),
  estReach: z.number().nonnegative(),
  /** The quote's target audience and plays per day; optional: quotes locked before them lack both. */
  targetedUsers: z.number().int().nonnegative().optional(),
  playsPerDay: z.number().int().nonnegative().optional(),
  weightedCpm: amount,
  lockedAt: z.string(),
  /**
   * How likely the plays sold are played: svc-capacity's feasibility answer at lock time, (booked + sold) ÷ forecast
   * (docs/decisions/capacity.md), never svc-pricing's audience guess; optional: quotes locked before it lack it.
   */
  deliveryConfidence: DeliveryConfidence.optional(),
  /** Paid top-ups: the figures above already include them; each keeps the price it was locked at. */
  topUps: z.array(LockedTopUp).optional(),
});
export type LockedQuote = z.infer<typeof LockedQuote>;

export const SubmitRequest = z
  .object({
    termsAccepted: z.literal(true, {
      errorMap: () => ({ message: 'Please accept the terms and policies before proceeding.' }),
    }),
  })
  .strict();
export const SubmitResponse = z.object({ id: z.string(), status: CampaignStatus, quote: LockedQuote });

/** The locked quote's figures a card shows: price per play and base before fee and VAT, total with them. */
export const ListQuote = z.object({
  pricePerPlay: amount,
  baseCost: amount,
  totalCost: amount,
  estImpressions: z.number().nonnegative(),
});
export type ListQuote = z.infer<typeof ListQuote>;

export const CampaignListItem = z.object({
  id: z.string(),
  name: z.string(),
  status: CampaignStatus,
  objective: Objective.nullable(),
  impressions: z.number(),
  spend: z.number(),
  progress: z.number().min(0).max(100),
  createdAt: z.string(),
  // Absent or null until submit locks a quote.
  quote: ListQuote.nullable().optional(),
  /** The owner's running-campaign actions the service would take now, as on the details page. */
  actions: OwnerActions.optional(),
  /** When the latest play of this campaign was counted (ISO), null before any. */
  lastPlayAt: z.string().nullable().optional(),
  /** The Karachi day it starts (YYYY-MM-DD), null while a draft has none. */
  startDate: z.string().nullable().optional(),
});
export type CampaignListItem = z.infer<typeof CampaignListItem>;
/** GET /api/campaigns/search: the owner's campaigns, searched, filtered, sorted and paged on the server. */
export const CampaignSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: CampaignStatus.optional(),
  sort: z.enum(['updated', 'created', 'name', 'start']).default('updated'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CampaignSearchQuery = z.infer<typeof CampaignSearchQuery>;
export const CampaignSearchPage = z.object({
  items: z.array(CampaignListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CampaignSearchPage = z.infer<typeof CampaignSearchPage>;

/**
 * A new creative for a paid campaign that is already approved (docs/decisions/campaigns.md "Creative
 * swap"): the creative fields as the wizard sent them, waiting for an admin while the approved one keeps playing.
 * `submittedAt` changes with every save, so an admin's decision can name the version they saw.
 */
export const PendingCreative = z.object({
  creativeType: CreativeType,
  ttsConfig: TtsConfigShape.nullable(),
  audioUrl: z.string().nullable(),
  audioFile: z.string().nullable(),
  submittedAt: z.string(),
});
export type PendingCreative = z.infer<typeof PendingCreative>;

/**
 * A capacity hold as data: the first three short slots of capacity.insufficient and how many more, the same
 * cut as the English `reviewHold` sentence, so a page words it in its own language without reading the sentence.
 */
export const HoldDetail = z.object({
  slots: z.array(ShortSlot).max(3),
  more: z.number().int().nonnegative(),
});
export type HoldDetail = z.infer<typeof HoldDetail>;

/**
 * Why the service itself moved a campaign, beside the English `reason` of a status history entry; absent
 * when the reason is an admin's typed words (shown as written) or there is none.
 */
export const StatusReasonCode = z.enum([
  'paused_by_owner',
  'resumed_by_owner',
  'edited_after_submit',
  'capacity_hold',
  'cancelled_by_owner',
]);
export type StatusReasonCode = z.infer<typeof StatusReasonCode>;

/** GET /api/campaigns/:id: the flat draft (wizard reload) and the grouped checkout shape, side by side. */
export const CampaignDetail = CampaignDraft.extend({
  id: z.string(),
  status: CampaignStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
  rejectionReason: z.string().nullable(),
  /** The hold in English, for API callers and the admin's conflict message; pages word `reviewHoldDetail`. */
  reviewHold: z.string().nullable(),
  reviewHoldDetail: HoldDetail.nullable().default(null),
  statusHistory: z.array(
    z.object({
      from: CampaignStatus.nullable(),
      to: CampaignStatus,
      at: z.string(),
      by: z.enum(['you', 'review team', 'schedule', 'capacity check']).optional(),
      reason: z.string().optional(),
      reasonCode: StatusReasonCode.optional(),
    }),
  ),
  campaign: z.object({ name: z.string(), objective: Objective.nullable() }),
  audience: z.object({ cities: z.array(z.string()), gender: Gender, valueTier: ValueTierOut }),
  schedule: z.object({
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    timeSlots: z.array(z.string()),
  }),
  pricing: z.object({
    budgetPkr: amount.nullable(),
    fees: amount,
    taxes: amount,
    totalCost: amount,
    weightedCpm: amount,
    locked: z.boolean(),
  }),
  quote: LockedQuote.nullable(),
  /** What the owner may still change, and the running-campaign actions the service would take now. */
  editRules: EditRules.default(NO_LOCKS),
  actions: OwnerActions.default(NO_ACTIONS),
  /** The new creative waiting for review; the flat creative fields stay the approved one that plays. */
  pendingCreative: PendingCreative.nullable().default(null),
});
export type CampaignDetail = z.infer<typeof CampaignDetail>;

export const AdminCampaignRow = z.object({
  id: z.string(),
  name: z.string(),
  objective: Objective.nullable(),
  userId: z.string(),
  userEmail: z.string(),
  companyName: z.string().nullable(),
  status: CampaignStatus,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  totalCost: amount,
  /** Delivered plays so far. */
  impressions: z.number(),
  /** The locked quote's guaranteed plays (0 before submit); optional for older services' rows. */
  guaranteedPlays: z.number().optional(),
  /** Delivered unique reach, else the quote's estimated reach. */
  reach: z.number(),
});
export const AdminCampaignQuery = z.object({
  q: z.string().max(100).optional(),
  status: CampaignStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const AdminCampaignPage = z.object({
  items: z.array(AdminCampaignRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
/** PATCH /api/admin/campaigns/:id/status: the target status; reject needs a reason. */
export const AdminStatusChange = z
  .object({
    status: AdminStatusTarget,
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .strict()
  .refine((b) => b.status !== 'rejected' || !!b.reason, {
    message: 'A reason is required to reject a campaign',
    path: ['reason'],
  });
export type AdminCampaignRow = z.infer<typeof AdminCampaignRow>;

export const DashboardStats = z.object({
  activeCampaigns: z.number().int(),
  totalImpressions: z.number(),
  totalSpend: z.number(),
  uniqueReach: z.number(),
  totalCampaigns: z.number().int(),
  /** When the caller's latest play was counted (ISO), null before any. */
  lastPlayAt: z.string().nullable().optional(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
