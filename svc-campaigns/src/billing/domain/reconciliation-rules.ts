import type { PaymentState, ReconciliationMismatch, ReconciliationRow } from '@rbt/contracts';
import type { ProviderState } from '../../ports';

/**
 * The provider's side of a row: what its inquiry (or the bank statement) says, `unreachable` when not asked; for a
 * refund kept as credit, whether the account's credit movement is `credited` or `missing`.
 */
export interface ProviderSide {
  state: ProviderState | 'unreachable' | 'none' | 'credited' | 'missing';
  code: string | null;
  amountPaisa: number | null;
  note?: string;
}

/**
 * Our states in which the payer's money reached us: paid, an issued invoice, or returned since (the provider keeps
 * reporting the purchase as paid; the return itself is compared by the refunds' own rows).
 */
const TAKEN: readonly string[] = ['paid', 'partially_refunded', 'refunded', 'issued'] satisfies (
  PaymentState | 'issued'
)[];

/**
 * Where our word and the provider's differ. A provider we could not ask claims nothing (compared again next run); an
 * answer that is not "paid" (failed, pending, no such transaction) is the provider saying it has no money. The
 * provider having money we show as unpaid is `paid_there_not_here`; money we count with no payment at the provider is
 * `paid_here_not_there`; both paid but not the same paisa is `amount_differs`.
 */
export function mismatchOf(
  ourState: string,
  ourAmountPaisa: number,
  there: ProviderSide,
): ReconciliationMismatch | null {
  if (there.state === 'unreachable' || there.state === 'none') return null;
  const heldHere = TAKEN.includes(ourState);
  const paidThere = there.state === 'paid';
  if (paidThere && !heldHere) return 'paid_there_not_here';
  if (heldHere && !paidThere) return 'paid_here_not_there';
  if (heldHere && there.amountPaisa !== null && there.amountPaisa !== ourAmountPaisa) return 'amount_differs';
  return null;
}

/** Mismatches first, then rows the provider could not be asked about, then the rest (each oldest first). */
export function reportOrder(rows: ReconciliationRow[]): ReconciliationRow[] {
  const rank = (r: ReconciliationRow) => (r.mismatch ? 0 : r.providerState === 'unreachable' ? 1 : 2);
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r) - rank(b.r) || a.i - b.i)
    .map(({ r }) => r);
}
