import { z } from 'zod';

/** Hosted-checkout providers the portal sends a payer to (their pages, their confirmation). */
const CheckoutProviderName = z.enum(['jazzcash', 'easypaisa']);
/** Wallet approved on the phone, card typed on the provider's page, or a voucher paid in cash at a shop. */
const CheckoutMethod = z.enum(['wallet', 'card', 'voucher']);

/**
 * Where an attempt's money comes from: a hosted checkout, or a bank transfer / Raast to the seller's account (no
 * provider page; an admin's statement line or hand entry is its confirmation).
 */
export const PaymentProviderName = z.enum([...CheckoutProviderName.options, 'bank_transfer']);
export type PaymentProviderName = z.infer<typeof PaymentProviderName>;
export const PaymentMethod = z.enum([...CheckoutMethod.options, 'bank_transfer']);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/**
 * One payment attempt's life: made, the browser sent to the provider, waiting for the provider (a wallet approval, a
 * voucher at a shop), then one end. Only a server-to-server inquiry moves it to `paid`.
 */
export const PaymentState = z.enum([
  'created',
  'redirected',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refunded',
  'partially_refunded',
]);
export type PaymentState = z.infer<typeof PaymentState>;
/** States a payment can still leave by the provider's word (the inquiry job asks about these). */
export const OPEN_PAYMENT_STATES: readonly PaymentState[] = ['created', 'redirected', 'pending'];

/** POST /api/campaigns/:id/payments: how the advertiser pays; the amount is never sent (the locked quote is). */
export const PaymentChoice = z.object({
  provider: CheckoutProviderName,
  method: CheckoutMethod,
  /** A wallet number the provider page may prefill (03xxxxxxxxx). */
  mobile: z
    .string()
    .regex(/^03\d{9}$/, 'Enter the mobile number as 03xxxxxxxxx')
    .optional(),
});
export const PaymentRequest = PaymentChoice.strict();
export type PaymentRequest = z.infer<typeof PaymentRequest>;

/** One attempt as its owner sees it. */
export const PaymentAttempt = z.object({
  id: z.string(),
  /** Our reference at the provider (≤ 20 alphanumerics). */
  reference: z.string(),
  campaignId: z.string(),
  /** Set when the attempt pays a top-up rather than the campaign's first invoice. */
  topUpId: z.string().optional(),
  provider: PaymentProviderName,
  method: PaymentMethod,
  state: PaymentState,
  /** What the provider is asked for: the price less the account credit applied (0 when credit paid it all). */
  amountPkr: z.number().nonnegative(),
  /** Account credit applied first to this attempt (taken once, given back once if the provider payment ends unpaid). */
  creditPkr: z.number().nonnegative().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  /** The provider's last code and words (kept for support and reconciliation). */
  providerCode: z.string().optional(),
  providerMessage: z.string().optional(),
  /** A voucher to pay at a shop, while the payment waits for it. */
  voucher: z.object({ number: z.string(), expiresAt: z.string().optional() }).optional(),
  /** The invoice this attempt ended in, once paid. */
  invoiceId: z.string().optional(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttempt>;

/** A form the browser posts to the provider's hosted page, fields already signed. */
export const CheckoutForm = z.object({ actionUrl: z.string().url(), fields: z.record(z.string()) });
export type CheckoutForm = z.infer<typeof CheckoutForm>;

/**
 * 201 of POST /payments: the attempt and the self-submitting form that sends the browser to the provider; `checkout`
 * is null when account credit paid the whole amount (the attempt is then already paid, no provider page).
 */
export const CheckoutResponse = z.object({ payment: PaymentAttempt, checkout: CheckoutForm.nullable() });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** GET /api/campaigns/:id/payments/credit: what account credit would pay of the amount due now, and the rest. */
export const CheckoutCredit = z.object({ creditPkr: z.number().nonnegative(), toPayPkr: z.number().nonnegative() });
export type CheckoutCredit = z.infer<typeof CheckoutCredit>;

/** GET /api/campaigns/:id/payments/:reference: where an attempt stands (the page after the provider's return). */
export const PaymentStatusResponse = z.object({ payment: PaymentAttempt, campaignStatus: z.string() });
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;
