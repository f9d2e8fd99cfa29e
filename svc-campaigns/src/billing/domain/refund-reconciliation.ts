import type { ReconciliationMismatch, ReconciliationRow } from '@rbt/contracts';
import type { Ports, StoredRefund } from '../../ports';
import type { ProviderSide } from './reconciliation-rules';
import { pkr, type ReconciliationSource } from './reconciliation-sources';

/** The provider name a credited refund's row shows: its "provider" is the advertiser's account credit. */
const ACCOUNT_CREDIT = 'account_credit';

/** States in which a provider's inquiry of the original payment says money was taken (and so could be returned). */
const MONEY_THERE: readonly string[] = ['paid', 'refunded'];

/**
 * Where a refund and the other side differ. For a refund to the source the other side is the provider's inquiry of
 * the payment it returns (JazzCash's inquiry has no refund fields: a returned payment still reads as paid, so only a
 * provider that reports `refunded` can say it returned money we have not); for a credited refund it is the account's
 * credit movement. A side that could not be asked claims nothing; a refund failed for good is listed as such.
 */
export function refundMismatchOf(r: StoredRefund, there: ProviderSide): ReconciliationMismatch | null {
  if (there.state === 'unreachable' || there.state === 'none') return r.state === 'failed' ? 'refund_failed' : null;
  const doneHere = r.state === 'refunded' || r.state === 'credited';
  if (r.destination === 'credit') {
    const credited = there.state === 'credited';
    if (doneHere && !credited) return 'refunded_here_not_there';
    if (!doneHere && credited) return 'refunded_there_not_here';
    if (credited && there.amountPaisa !== r.amountPaisa) return 'amount_differs';
  } else {
    if (doneHere && !MONEY_THERE.includes(there.state)) return 'refunded_here_not_there';
    if (!doneHere && there.state === 'refunded') return 'refunded_there_not_here';
    // Returned more than the provider ever took for the payment.
    if (doneHere && there.amountPaisa !== null && r.amountPaisa > there.amountPaisa) return 'amount_differs';
  }
  return r.state === 'failed' ? 'refund_failed' : null;
}

/** The account credit's side of a credited refund: its movement, found by the key the refund wrote it under. */
async function creditSide(p: Ports, r: StoredRefund): Promise<ProviderSide> {
  const { entries } = await p.credits.get(r.ownerId);
  const entry = entries.find((e) => e.key === `refund:${r.id}`);
  return entry
    ? { state: 'credited', code: null, amountPaisa: entry.amountPaisa }
    : { state: 'missing', code: null, amountPaisa: null, note: 'No credit movement for this refund' };
}

/** Every refund of the window (and every failed one) beside the provider's inquiry or the account's credit. */
export const refundSource: ReconciliationSource = async (run) => {
  const rows: ReconciliationRow[] = [];
  for (const r of await run.p.reconciliation.refundsSince(run.since, run.limit)) {
    const there: ProviderSide =
      r.destination === 'credit'
        ? await creditSide(run.p, r)
        : r.provider && r.paymentReference
          ? await run.providerSide({ provider: r.provider, reference: r.paymentReference })
          : { state: 'none', code: null, amountPaisa: null, note: 'No payment to ask the provider about' };
    const failedNote = r.state === 'failed' ? (r.providerMessage ?? null) : null;
    const notes = [there.note ?? null, failedNote].filter(Boolean);
    rows.push({
      kind: 'refund',
      id: r.id,
      reference: r.paymentReference ?? r.id,
      provider: r.destination === 'credit' ? ACCOUNT_CREDIT : (r.provider ?? 'none'),
      campaignId: r.campaignId,
      ourState: r.state,
      ourAmountPkr: r.amountPkr,
      providerState: there.state,
      providerCode: there.code,
      providerAmountPkr: pkr(there.amountPaisa),
      mismatch: refundMismatchOf(r, there),
      note: notes.length ? notes.join('; ') : null,
    });
  }
  return rows;
};
