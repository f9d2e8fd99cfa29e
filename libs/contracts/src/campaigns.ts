import { z } from 'zod';
import { DayOfWeek, DeviceType, Gender, GoalType, IsoDate, TimeSlotId, ValueTier } from './pricing';
import { ObjectiveId, ObjectiveInput } from './reference';

/** Campaign lifecycle (spec §4) plus awaiting_payment (quote locked, not yet paid) and rejected. */
export const CampaignStatus = z.enum(['draft', 'awaiting_payment', 'pending_review', 'scheduled', 'live', 'paused', 'completed', 'rejected']);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/** Stored and returned: the setup screen's four objectives; the other reading (offer, lead, reminder) is mapped on input. */
export const Objective = ObjectiveId;
export const CreativeType = z.enum(['tts', 'upload', 'record']);

/** Spec §3 ttsConfig with §5 limits. */
export const TtsConfig = z.object({
  script: z.string().max(350, 'Script must be at most 350 characters').default(''),
  provider: z.literal('openai').default('openai'),
  voice: z.string().default(''),
  language: z.string().default('english'),
  speed: z.number().min(0.5).max(2).default(1),
  pitch: z.number().int().min(-10).max(10).default(0),
  emotion: z.string().default('calm'),
}).passthrough();

export const NicheTargeting = z.object({
  interests: z.array(z.string()).default([]),
  location: z.object({ areas: z.array(z.string()).default([]), customCities: z.array(z.string()).default([]) }).default({}),
  behavior: z.object({ deviceBrands: z.array(z.string()).default([]), deviceModels: z.array(z.string()).default([]) }).default({}),
});

/** What the wizard computed in the browser; kept only to compare with the server's quote. */
export const FrontendCalculationDetails = z.object({
  totalUsers: z.number().optional(),
  estimatedCostPerView: z.number().optional(),
  campaignDays: z.number().optional(),
  impressionsPerDay: z.number().optional(),
  totalImpressions: z.number().optional(),
  rawCalculation: z.object({ formula: z.string() }).partial().optional(),
}).passthrough();

const money = z.number().nonnegative();

/** Every wizard field of spec §3; strict, so an unknown field (or status/owner/money) is a 400. All optional: drafts are partial. */
export const CampaignDraftPatch = z.object({
  name: z.string().max(200),
  objective: ObjectiveInput.nullable(),
  cities: z.array(z.string().min(1)).max(100),
  gender: Gender,
  valueTier: ValueTier,
  deviceType: DeviceType,
  freqCapPerDay: z.number().int().min(1, 'Frequency cap must be at least 1').max(5, 'Frequency cap must be at most 5'),
  startDate: IsoDate.nullable(),
  endDate: IsoDate.nullable(),
  daysOfWeek: z.array(DayOfWeek),
  timeSlots: z.array(TimeSlotId).max(24),
  timezone: z.string().min(1),
  pacing: z.string().min(1),
  creativeType: CreativeType,
  ttsConfig: TtsConfig.nullable(),
  audioFile: z.string().nullable(),
  audioUrl: z.string().nullable(),
  goalType: GoalType,
  budget: money.nullable(),
  targetImpressions: z.number().int().nonnegative().nullable(),
  rightsConfirmed: z.boolean(),
  termsAccepted: z.boolean(),
  promoCode: z.string().max(50).nullable(),
  bidStrategy: z.literal('auto'),
  customTargeting: z.enum(['niche', 'upload']).nullable(),
  nicheTargeting: NicheTargeting.nullable(),
  estimatedReach: z.number().nonnegative().nullable(),
  frontendCalculatedCost: money.nullable(),
  frontendCalculationDetails: FrontendCalculationDetails.nullable(),
}).partial().strict();
export type CampaignDraftPatch = z.infer<typeof CampaignDraftPatch>;

/** A whole draft as stored and returned: every field present, spec defaults filled in. */
/** Stored values are already mapped from legacy ids, so outputs use the plain enums (input type = output type for clients). */
const ValueTierOut = ValueTier.innerType();
export const CampaignDraft = CampaignDraftPatch.required().extend({ objective: Objective.nullable(), valueTier: ValueTierOut });
export type CampaignDraft = z.infer<typeof CampaignDraft>;

/** POST /api/campaigns: `{name, objective}` or the full draft from standard targeting. */
export const CreateCampaignRequest = CampaignDraftPatch;
export const CreateCampaignResponse = z.object({ id: z.string() });

/** Spec §7 step payloads. Money fields sent by the browser are stored for comparison only. */
export const AudienceStep = z.object({
  cities: z.array(z.string().min(1)).min(1, 'Choose at least one city'),
  gender: Gender.default('all'),
  valueTier: ValueTier.default('all'),
  deviceType: DeviceType.optional(),
  freqCapPerDay: z.number().int().min(1, 'Frequency cap must be at least 1').max(5, 'Frequency cap must be at most 5').default(2),
}).strict();
export const ScheduleStep = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  daysOfWeek: z.array(DayOfWeek).default([]),
  timeSlots: z.array(TimeSlotId).min(1, 'Choose at least one time slot'),
  timezone: z.string().default('Asia/Karachi'),
  pacing: z.string().default('even'),
}).strict().refine((s) => s.endDate >= s.startDate, { message: 'End date must not be before the start date', path: ['endDate'] });
export const CreativeStep = z.object({
  type: CreativeType,
  fileUrl: z.string().nullable().optional(),
  ttsMeta: TtsConfig.nullable().optional(),
  rightsConfirmed: z.boolean().optional(),
}).strict();
export const PricingStep = z.object({
  goalType: GoalType.default('budget'),
  budgetPkr: money.nullable().optional(),
  targetImpressions: z.number().int().nonnegative().nullable().optional(),
  weightedCpm: money.optional(),
  fees: money.optional(),
  taxes: money.optional(),
  totalCost: money.optional(),
  promoCode: z.string().max(50).nullable().optional(),
  frontendCalculationDetails: FrontendCalculationDetails.nullable().optional(),
}).strict();
export type AudienceStep = z.infer<typeof AudienceStep>;
export type ScheduleStep = z.infer<typeof ScheduleStep>;
export type CreativeStep = z.infer<typeof CreativeStep>;
export type PricingStep = z.infer<typeof PricingStep>;

/** The server's locked quote (from svc-pricing plus the checkout constants of spec §9). */
export const LockedQuote = z.object({
  baseCost: money, platformFee: money, vat: money, totalCost: money,
  estImpressions: z.number().nonnegative(), estReach: z.number().nonnegative(),
  weightedCpm: money, lockedAt: z.string(),
});
export type LockedQuote = z.infer<typeof LockedQuote>;

export const SubmitRequest = z.object({ termsAccepted: z.literal(true, { errorMap: () => ({ message: 'Please accept the terms and policies before proceeding.' }) }) }).strict();
export const SubmitResponse = z.object({ id: z.string(), status: CampaignStatus, quote: LockedQuote });

export const CampaignListItem = z.object({
  id: z.string(), name: z.string(), status: CampaignStatus, objective: Objective.nullable(),
  impressions: z.number(), spend: z.number(), progress: z.number().min(0).max(100), createdAt: z.string(),
});
export type CampaignListItem = z.infer<typeof CampaignListItem>;

/** GET /api/campaigns/:id: the flat draft (wizard reload) and the grouped checkout shape, side by side. */
export const CampaignDetail = CampaignDraft.extend({
  id: z.string(), status: CampaignStatus, createdAt: z.string(), updatedAt: z.string(),
  rejectionReason: z.string().nullable(), reviewHold: z.string().nullable(),
  statusHistory: z.array(z.object({ from: CampaignStatus.nullable(), to: CampaignStatus, at: z.string(), reason: z.string().optional() })),
  campaign: z.object({ name: z.string(), objective: Objective.nullable() }),
  audience: z.object({ cities: z.array(z.string()), gender: Gender, valueTier: ValueTierOut }),
  schedule: z.object({ startDate: IsoDate.nullable(), endDate: IsoDate.nullable(), timeSlots: z.array(z.string()) }),
  pricing: z.object({ budgetPkr: money.nullable(), fees: money, taxes: money, totalCost: money, weightedCpm: money, locked: z.boolean() }),
  quote: LockedQuote.nullable(),
});
export type CampaignDetail = z.infer<typeof CampaignDetail>;

export const AdminCampaignRow = z.object({
  id: z.string(), name: z.string(), objective: Objective.nullable(), userId: z.string(), userEmail: z.string(),
  companyName: z.string().nullable(), status: CampaignStatus, startDate: z.string().nullable(), endDate: z.string().nullable(),
  totalCost: money, impressions: z.number(), reach: z.number(),
});
export const AdminCampaignQuery = z.object({
  q: z.string().max(100).optional(), status: CampaignStatus.optional(),
  page: z.coerce.number().int().min(1).default(1), pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const AdminCampaignPage = z.object({ items: z.array(AdminCampaignRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
/** PATCH /api/admin/campaigns/:id/status: the target status; reject needs a reason. */
export const AdminStatusChange = z.object({
  status: z.enum(['scheduled', 'rejected', 'paused', 'live']),
  reason: z.string().trim().min(1).max(500).optional(),
}).strict().refine((b) => b.status !== 'rejected' || !!b.reason, { message: 'A reason is required to reject a campaign', path: ['reason'] });
export type AdminCampaignRow = z.infer<typeof AdminCampaignRow>;

export const DashboardStats = z.object({
  activeCampaigns: z.number().int(), totalImpressions: z.number(), totalSpend: z.number(), uniqueReach: z.number(), totalCampaigns: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStats>;
