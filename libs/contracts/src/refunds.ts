import { z } from 'zod';
import { PaymentMethod, PaymentProviderName } from './payments';

/**
 * Where returned money goes: back to what paid (the provider's refund API: JazzCash wallet or card), or kept as account
 * credit that pays the advertiser's next checkout first.
 */
export const RefundDestination = z.enum(['source', 'credit']);
export type RefundDestination = z.infer<typeof RefundDestination>;

/** Why money is returned: a credit note (plays not delivered) or the owner cancelled a paid campaign before it ran. */
export const RefundReason = z.enum(['credit_note', 'cancellation']);
export type RefundReason = z.infer<typeof RefundReason>;

/**
 * A refund's life: `requested` (recorded, not yet sent), `pending` (the provider failed or could not be reached; asked
 * again on a schedule), then `refunded` (the provider said so; only then), `credited` (kept as account credit), or
 * `failed` (the provider refused for good, or tries ran out: an admin acts; the amount is never shown as returned).
 */
export const RefundState = z.enum(['requested', 'pending', 'refunded', 'credited', 'failed']);
export type RefundState = z.infer<typeof RefundState>;
/** States the refund job still works on. */
export const OPEN_REFUND_STATES: readonly RefundState[] = ['requested', 'pending'];

/** One refund as its owner (and an admin) sees it. */
export const Refund = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  reason: RefundReason,
  /** The credit note it returns, for `credit_note`. */
  creditNoteId: z.string().optional(),
  destination: RefundDestination,
  /** Why it went to credit though the owner asked for the source; the pages word the code. */
  creditBecause: z.enum(['no_online_payment', 'no_refund_api', 'voucher', 'bank_transfer']).optional(),
  /** The payment attempt the money came from (absent when none was found: then it is credited). */
  paymentReference: z.string().optional(),
  provider: PaymentProviderName.optional(),
  method: PaymentMethod.optional(),
  amountPkr: z.number().positive(),
  state: RefundState,
  tries: z.number().int().nonnegative(),
  nextTryAt: z.string().nullable(),
  providerCode: z.string().optional(),
  providerMessage: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Refund = z.infer<typeof Refund>;

export const RefundList = z.object({ items: z.array(Refund) });
export type RefundList = z.infer<typeof RefundList>;

/** POST /api/campaigns/:id/cancel: the owner cancels a paid campaign that has not started; where the money goes. */
export const CancelCampaignRequest = z.object({ refundTo: RefundDestination }).strict();
export type CancelCampaignRequest = z.infer<typeof CancelCampaignRequest>;

/** 200 of the cancellation: the campaign's new status and the refunds it opened (one per payment). */
export const CancelCampaignResponse = z.object({ status: z.literal('cancelled'), refunds: z.array(Refund) });
export type CancelCampaignResponse = z.infer<typeof CancelCampaignResponse>;

/**
 * One movement of account credit: in from a refund kept as credit, out to pay a checkout, and back in when that
 * checkout's provider payment failed, was cancelled or expired (`checkout_returned`).
 */
export const CreditEntry = z.object({
  at: z.string(),
  amountPkr: z.number(),
  kind: z.enum(['refund', 'checkout', 'checkout_returned']),
  campaignId: z.string(),
  refundId: z.string().optional(),
});
export type CreditEntry = z.infer<typeof CreditEntry>;

/** GET /api/billing/credit: the balance and its latest movements. */
export const AccountCredit = z.object({
  balancePkr: z.number().nonnegative(),
  /** Where a credit note's money goes (PUT /api/billing/refund-preference). */
  refundTo: RefundDestination,
  entries: z.array(CreditEntry),
});
export type AccountCredit = z.infer<typeof AccountCredit>;

/** PUT /api/billing/refund-preference: where a credit note's money goes (to the source unless the owner says credit). */
export const RefundPreference = z.object({ refundTo: RefundDestination }).strict();
export type RefundPreference = z.infer<typeof RefundPreference>;
