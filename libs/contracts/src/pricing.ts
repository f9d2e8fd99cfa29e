import { z } from 'zod';
import { IsoDate, money, Plays, TimeSlotId, wholeCount } from './input-rules';
import { NicheTargeting } from './niche-targeting';

/** Spec §3/§9 vocabulary shared by the wizard, pricing and campaigns. */
export const Gender = z.enum(['all', 'male', 'female']);
export const DeviceType = z.enum(['all', 'smartphone', 'nonSmartphone']);
/** Legacy 'high'/'low' are accepted on input and mapped to platinum/bronze (docs/decisions/pricing.md). */
export const ValueTier = z.preprocess(
  (v) => (v === 'high' ? 'platinum' : v === 'low' ? 'bronze' : v),
  z.enum(['all', 'bronze', 'silver', 'gold', 'platinum']),
);
export const GoalType = z.enum(['budget', 'impressions']);
// Time slot ids and dates: see input-rules.ts (known slot ids, real calendar dates).
export const DayOfWeek = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
export type DayOfWeek = z.infer<typeof DayOfWeek>;

/** POST /api/estimate (spec §7). */
export const EstimateRequest = z.object({
  // A missing audience reads as "no cities", so the 400 says what to do.
  audience: z.preprocess(
    (v) => v ?? {},
    z.object({
      cities: z
        .array(z.string().min(1), { required_error: 'Choose at least one city' })
        .min(1, 'Choose at least one city')
        .max(100, 'Choose at most 100 cities'),
      gender: Gender.default('all'),
      valueTier: ValueTier.default('all'),
      deviceType: DeviceType.default('all'),
      // A niche campaign's selection: its premium targets raise the price per play (docs/decisions/pricing.md).
      niche: NicheTargeting.nullable().default(null),
      // A customer list (POST /api/audience-lists): the audience becomes its matched subscribers in the chosen cities.
      listId: z.string().min(1).max(64).nullable().optional(),
      // Whose list: honoured only from a service (svc-campaigns prices the owner's draft); an advertiser's own id otherwise.
      listOwnerId: z.string().min(1).max(100).nullable().optional(),
    }),
  ),
  schedule: z
    .object({
      startDate: IsoDate.nullable().optional(),
      endDate: IsoDate.nullable().optional(),
      daysOfWeek: z.array(DayOfWeek).default([]),
      timeSlots: z.array(TimeSlotId).default([]),
      timezone: z.string().default('Asia/Karachi'),
      pacing: z.string().default('even'),
    })
    .default({}),
  controls: z
    .object({
      freqCapPerDay: z
        .number()
        .int()
        .min(1, 'Frequency cap must be 1 to 5')
        .max(5, 'Frequency cap must be 1 to 5')
        .default(2),
    })
    .default({}),
  goal: z
    .object({
      type: GoalType.default('budget'),
      amountPkr: money().nullable().optional(),
      targetImpressions: Plays.nullable().optional(),
    })
    .default({}),
});
export type EstimateRequest = z.infer<typeof EstimateRequest>;

/** One line of the explanation of a quote (spec §3 pricingBreakdown). */
export const PricingBreakdownEntry = z.object({
  label: z.string(),
  value: z.number(),
  type: z.enum(['base', 'multiplier', 'adder', 'normalize']),
});
export type PricingBreakdownEntry = z.infer<typeof PricingBreakdownEntry>;

export const DeliveryConfidence = z.enum(['high', 'medium', 'low']);
export type DeliveryConfidence = z.infer<typeof DeliveryConfidence>;

/** Invoice figures (spec §9 Checkout); one function computes them for review, checkout and invoices. */
export const CheckoutFigures = z.object({
  currency: z.literal('PKR'),
  baseCost: z.number().nonnegative(),
  platformFeeRate: z.number(),
  platformFee: z.number().nonnegative(),
  vatRate: z.number(),
  tax: z.number().nonnegative(),
  total: z.number().nonnegative(),
  weightedCpm: z.number().positive(),
  estimatedImpressions: z.number().int().nonnegative(),
  effectiveCostPerImpression: z.number().nonnegative(),
  costRange: z.object({ low: z.number().nonnegative(), high: z.number().nonnegative() }),
});
export type CheckoutFigures = z.infer<typeof CheckoutFigures>;

/** Spec §3 "Campaign cost breakdown" of the setup-screen cost per view. */
export const CampaignCostBreakdown = z.object({
  baseCost: z.number(),
  cityAdder: z.number(),
  device: z.number(),
  valueTier: z.number(),
  frequencyDiscount: z.number(),
  timeSlot: z.number(),
  formula: z.string(),
});
export type CampaignCostBreakdown = z.infer<typeof CampaignCostBreakdown>;

/** POST /api/estimate answer. totalCost is the base budget; fees and tax come on top (checkout.total). */
export const EstimateResponse = z.object({
  estImpressions: z.number().int().nonnegative(),
  /** Expected unique users reached by the plays (never more than the plays); same as uniqueReach. */
  estReach: z.number().int().nonnegative(),
  /** The filtered audience of the chosen cities (users who can be reached at all): "Total Reach" and "Target audience". */
  targetedUsers: z.number().int().nonnegative(),
  /** Every user of the chosen cities before the gender, device and tier filters; not an audience the campaign buys. */
  eligibleBase: z.number().int().nonnegative(),
  uniqueReach: z.number().int().nonnegative(),
  /** Plays ÷ reach: how often a reached user hears the ad on average. */
  avgFrequency: z.number().nonnegative(),
  /** The goal's minimum and its ceiling (the whole audience × days × cap). */
  goalLimits: z.object({
    minBudgetPkr: z.number(),
    maxBudgetPkr: z.number(),
    minPlays: z.number().int(),
    maxPlays: z.number().int(),
  }),
  campaignDays: z.number().int().positive(),
  /** The plays bought per campaign day: estImpressions ÷ campaignDays, rounded (not the audience × cap ceiling). */
  impressionsPerDay: z.number().int().nonnegative(),
  costPerGVA: z.number().nonnegative(),
  weightedCpgv: z.number().nonnegative(),
  totalCost: z.number().nonnegative(),
  fees: z.number().nonnegative(),
  tax: z.number().nonnegative(),
  deliveryConfidence: DeliveryConfidence,
  deliveryConfidenceBar: z.number().int(),
  pricingModel: z.literal('setup'),
  pricingBreakdown: z.array(PricingBreakdownEntry),
  costBreakdown: CampaignCostBreakdown,
  checkout: CheckoutFigures,
  /** True when no time slots were sent and the spec's local default (weekdays 09:00-12:00) was used. */
  defaultSchedule: z.boolean(),
});
export type EstimateResponse = z.infer<typeof EstimateResponse>;

/** The spec's price-model error messages (§5), used by this schema and by the engine. */
export const PRICE_ERRORS = {
  modelRequired: 'model is required',
  standardSlot: 'Invalid slot for standard',
  cityTier: 'Invalid city tier',
  dayType: 'Invalid day type',
  frequency: 'Invalid frequency',
  duration: 'Invalid duration',
  customSlot: 'Invalid slot for custom',
  unknownModel: 'Unknown model',
} as const;

export const PriceModel = z.enum(['standard', 'custom', 'niche']);
export type PriceModel = z.infer<typeof PriceModel>;
export const PremiumTarget = z.enum(['device', 'geoMicro', 'interest']);

/** Campaign facts the model inputs are derived from when not given (spec §9 Derivation). */
export const PriceContext = z.object({
  /** Bounded like plays (at most 10 billion): a reach of 1e308 priced to a total of Infinity, sent as null. */
  reach: wholeCount(1e10, 'Reach must', { min: 1 }).optional(),
  cities: z.array(z.string()).optional(),
  daysOfWeek: z.array(DayOfWeek).optional(),
  timeSlots: z.array(TimeSlotId).optional(),
  startDate: IsoDate.nullable().optional(),
  endDate: IsoDate.nullable().optional(),
});

/** POST /api/price. Model inputs are free strings here so a wrong value gets the spec's message, not zod's. */
export const PriceRequest = z.object({
  model: z
    .string({ required_error: PRICE_ERRORS.modelRequired, invalid_type_error: PRICE_ERRORS.unknownModel })
    .min(1, PRICE_ERRORS.modelRequired)
    .refine((m) => (PriceModel.options as string[]).includes(m), PRICE_ERRORS.unknownModel),
  impressions: z.number().int().positive().max(1e10).optional(),
  normalize: z.boolean().default(false),
  slot: z.string().optional(),
  cityTier: z.string().optional(),
  dayType: z.string().optional(),
  frequency: z.string().optional(),
  duration: z.string().optional(),
  premiumTargets: z.array(PremiumTarget).optional(),
  peak: z.boolean().optional(),
  weekend: z.boolean().optional(),
  context: PriceContext.default({}),
});
/** Input type: the engine takes requests before defaults too (the wizard calls it without parsing). */
export type PriceRequest = z.input<typeof PriceRequest>;

export const PriceResult = z.object({
  currency: z.literal('PKR'),
  model: PriceModel,
  unitPrice: z.number().nonnegative(),
  impressions: z.number().int().positive(),
  total: z.number().nonnegative(),
  band: z.object({ min: z.number(), max: z.number() }),
  normalized: z.boolean(),
  inputs: z.record(z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
  breakdown: z.array(PricingBreakdownEntry),
});
export type PriceResult = z.infer<typeof PriceResult>;
