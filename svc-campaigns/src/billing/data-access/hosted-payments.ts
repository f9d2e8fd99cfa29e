/**
 * The one shape every hosted-checkout provider adapter (JazzCash, Easypaisa) offers. The browser is sent to the
 * provider's page with a self-submitting form; the provider's return and IPN are only triggers: a payment counts as
 * paid only when `inquire` (server to server, to the configured host) says so.
 */
export type HostedProviderName = 'jazzcash' | 'easypaisa';

/** Wallet on the phone, card on the provider's page, or a voucher paid in cash at a shop. */
export type HostedMethod = 'wallet' | 'card' | 'voucher';

export interface CheckoutRequest {
  /** Our payment reference, ≤ 20 alphanumerics, unique per attempt (the provider's order / transaction ref). */
  reference: string;
  /** From the server's locked quote, in paisa (PKR × 100, an integer). */
  amountPaisa: number;
  method: HostedMethod;
  description: string;
  /** Where the provider sends the browser back (a gateway URL). */
  returnUrl: string;
  createdAt: Date;
  expiresAt: Date;
  /** Optional payer hints the provider page may prefill (wallet number, e-mail). */
  mobile?: string;
  email?: string;
}

/** A form the browser posts to the provider's hosted page (fields already signed / encrypted). */
export interface CheckoutForm {
  actionUrl: string;
  fields: Record<string, string>;
}

/** The provider's own word on an attempt, from its status inquiry. */
export type ProviderState = 'paid' | 'pending' | 'failed' | 'cancelled' | 'expired' | 'refunded' | 'unknown';

export interface InquiryResult {
  state: ProviderState;
  /** The provider's code as it gave it (JazzCash "121", Easypaisa "PAID"), kept for reconciliation. */
  code: string;
  message: string;
  /** What the provider says was taken, in paisa; compared with our payment before it counts. */
  amountPaisa?: number;
  providerReference?: string;
  /** For a voucher: the number the payer takes to a shop, and until when. */
  voucher?: { number: string; expiresAt?: string };
}

export interface RefundRequest {
  reference: string;
  amountPaisa: number;
  method: HostedMethod;
  refundReference: string;
}
export interface RefundResult {
  ok: boolean;
  code: string;
  message: string;
}

export interface HostedPaymentProvider {
  readonly name: HostedProviderName;
  readonly methods: readonly HostedMethod[];
  /** Methods whose payments the provider's API can refund (a voucher paid in cash cannot be returned online). */
  readonly refundMethods: readonly HostedMethod[];
  /** True when merchant keys point at the real provider (else the local stand-in). */
  readonly live: boolean;
  checkoutForm(req: CheckoutRequest): CheckoutForm;
  /**
   * Checks a browser return's signature and names the attempt it is about; null when the signature is wrong (the
   * caller answers 4xx and changes nothing). Nothing in a return is trusted beyond the reference it names.
   */
  verifyReturn(fields: Record<string, string>): { reference: string } | null;
  inquire(reference: string): Promise<InquiryResult>;
  refund(req: RefundRequest): Promise<RefundResult>;
}
