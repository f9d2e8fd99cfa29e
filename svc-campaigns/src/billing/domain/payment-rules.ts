import crypto from 'node:crypto';
import type { PaymentState } from '@rbt/contracts';
import type { ProviderState } from '../data-access/hosted-payments';

/**
 * The attempt's reference at the provider (≤ 20 alphanumerics): derived from the campaign and the request's
 * Idempotency-Key, so a request retried after a crash names the same attempt instead of opening a second one.
 */
export function paymentReference(campaignId: string, key: string): string {
  const digest = BigInt(`0x${crypto.createHash('sha256').update(`${campaignId}:${key}`).digest('hex')}`);
  return `R${digest.toString(36).toUpperCase().slice(0, 19)}`;
}

/** Where the provider's word moves an open attempt; `unknown` keeps it where it is (asked again later). */
export function stateAfter(current: PaymentState, provider: ProviderState): PaymentState {
  switch (provider) {
    case 'paid':
    case 'failed':
    case 'cancelled':
    case 'expired':
      return provider;
    case 'pending':
      return 'pending';
    default:
      return current;
  }
}

/** Asked again sooner at first (a wallet approval takes a minute), then less often (a voucher takes days). */
export function nextCheckDelayMs(ageMs: number, intervalMs: number): number {
  return ageMs < 15 * 60_000 ? intervalMs : Math.max(intervalMs, 10 * 60_000);
}
