import type { Refund, RefundDestination } from '@rbt/contracts';
import type { StoredAttempt, StoredRefund } from '../../ports';

type CreditBecause = NonNullable<Refund['creditBecause']>;

/**
 * Where a refund can really go: back to the payment when its provider's API refunds that method (JazzCash wallet and
 * card), else account credit with the reason the pages show (no payment online, a provider without a refund API, a
 * voucher paid in cash, a bank transfer).
 */
export function refundRoute(
  wanted: RefundDestination,
  attempt: StoredAttempt | null,
  refundMethods: readonly string[] | undefined,
): { destination: RefundDestination; creditBecause?: CreditBecause } {
  if (wanted === 'credit') return { destination: 'credit' };
  if (!attempt) return { destination: 'credit', creditBecause: 'no_online_payment' };
  if (attempt.method === 'bank_transfer') return { destination: 'credit', creditBecause: 'bank_transfer' };
  if (refundMethods?.includes(attempt.method)) return { destination: 'source' };
  if (attempt.method === 'voucher') return { destination: 'credit', creditBecause: 'voucher' };
  return { destination: 'credit', creditBecause: 'no_refund_api' };
}

const HOUR_MS = 3_600_000;

/** The wait before the next try after `tries` failed ones: doubled each time, at most an hour. */
export const refundRetryDelayMs = (tries: number, retryMs: number) =>
  Math.min(retryMs * 2 ** Math.max(0, tries - 1), Math.max(HOUR_MS, retryMs));

/** What the owner (and an admin) sees of a stored refund. */
export function refundView(r: StoredRefund): Refund {
  const { ownerId: _o, amountPaisa: _p, sourceKey: _k, leaseUntil: _l, ...view } = r;
  return view;
}
