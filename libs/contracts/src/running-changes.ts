import { z } from 'zod';
import { IsoDate, money } from './input-rules';
import { CheckoutResponse, PaymentChoice } from './payments';

/**
 * What the owner may still change on a campaign, from svc-campaigns' one rule (domain/paid-edit-rules.ts), sent
 * with the campaign so the wizard shows locked fields as locked before anyone tries.
 * `locked` maps a wizard field (CampaignDraftPatch key) to the reason, in plain words.
 */
/** Why a field of a paid campaign is locked, as a code the wizard words in the page's language. */
export const LockReason = z.enum(['audience', 'times', 'topUp', 'topUpAfterReview', 'rights', 'other', 'ended']);
export type LockReason = z.infer<typeof LockReason>;

export const EditRules = z.object({
  locked: z.record(z.string(), z.string()),
  /** The same fields as `locked`, each with its reason's code (`locked` keeps the English for API callers). */
  lockedWhy: z.record(z.string(), LockReason),
  /** One sentence for the top of the wizard, or null when nothing is locked. */
  summary: z.string().nullable(),
});
export type EditRules = z.infer<typeof EditRules>;
export const NO_LOCKS: EditRules = { locked: {}, lockedWhy: {}, summary: null };

/** The owner's actions on a running campaign the service would take now (the page shows only these). */
export const OwnerActions = z.object({
  pause: z.boolean(),
  resume: z.boolean(),
  /** Why resume is not offered while paused (an admin's pause), in plain English for API callers; null otherwise. */
  resumeBlocked: z.string().nullable(),
  /** Who alone may resume it, as a code the pages word in their language; null when nothing blocks. */
  resumeBlockedBy: z.enum(['review_team']).nullable(),
  topUp: z.boolean(),
  /** Paid and not yet playing (in review or scheduled): the owner may cancel and have the money returned. */
  cancel: z.boolean().optional(),
});
export type OwnerActions = z.infer<typeof OwnerActions>;
export const NO_ACTIONS: OwnerActions = {
  pause: false,
  resume: false,
  resumeBlocked: null,
  resumeBlockedBy: null,
  topUp: false,
};

export const TOP_UP_MESSAGES = {
  nothing: 'Add budget or choose a later end date',
  extraBudget: 'Added budget must be above PKR 0',
} as const;

/**
 * POST /api/campaigns/:id/top-up/quote and /top-ups: raise the budget by `extraBudgetPkr` and/or run until a later
 * `endDate`. The amount charged is never sent: the server prices the added plays (docs/decisions/campaigns.md).
 */
const TopUpFields = z.object({
  extraBudgetPkr: money()
    .refine((n) => n > 0, TOP_UP_MESSAGES.extraBudget)
    .optional(),
  endDate: IsoDate.optional(),
});
const addsSomething = (b: { extraBudgetPkr?: number; endDate?: string }) =>
  b.extraBudgetPkr !== undefined || b.endDate !== undefined;
const nothingAdded = { message: TOP_UP_MESSAGES.nothing, path: ['extraBudgetPkr'] };
export const TopUpRequest = TopUpFields.strict().refine(addsSomething, nothingAdded);
export type TopUpRequest = z.infer<typeof TopUpRequest>;

/** POST /top-ups: what is added and how it is paid (the price is the server's, from the same rules as the quote). */
export const TopUpPaymentRequest = TopUpFields.merge(PaymentChoice).strict().refine(addsSomething, nothingAdded);
export type TopUpPaymentRequest = z.infer<typeof TopUpPaymentRequest>;

const amount = z.number().nonnegative();
/** The price of the added plays only; the plays already paid keep their locked price. */
export const TopUpQuote = z.object({
  addedPlays: z.number().int().positive(),
  /** Price per added play before fee and VAT (today's price for this targeting). */
  pricePerPlay: amount,
  baseCost: amount,
  platformFee: amount,
  vat: amount,
  totalCost: amount,
  /** Where the added plays are spread (Karachi days, inclusive). */
  fromDate: z.string(),
  endDate: z.string(),
  /** The campaign after the top-up: guaranteed plays and blended price per play (total base ÷ total plays). */
  guaranteedPlays: z.number().int().nonnegative(),
  blendedPricePerPlay: amount,
});
export type TopUpQuote = z.infer<typeof TopUpQuote>;

/** A top-up as kept in the locked quote's history. */
export const LockedTopUp = TopUpQuote.omit({ guaranteedPlays: true, blendedPricePerPlay: true }).extend({
  id: z.string(),
  invoiceId: z.string(),
  paidAt: z.string(),
});
export type LockedTopUp = z.infer<typeof LockedTopUp>;

/** 201 of POST /top-ups: the attempt and the form to the provider's page, for the added plays' price. */
export const TopUpCheckoutResponse = CheckoutResponse.extend({ topUp: TopUpQuote });
export type TopUpCheckoutResponse = z.infer<typeof TopUpCheckoutResponse>;
