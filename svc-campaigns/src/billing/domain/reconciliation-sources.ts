import { pkrText, type ReconciliationRow, toPaisa } from '@rbt/contracts';
import type { Ports, StoredAttempt } from '../../ports';
import { mismatchOf, type ProviderSide } from './reconciliation-rules';

/** What the provider is asked about: the payment's reference at it. */
type Asked = Pick<StoredAttempt, 'provider' | 'reference'>;

/** What every source of rows is given: the window, and the provider's side of an attempt (asked once per run). */
export interface ReconciliationRun {
  p: Ports;
  since: string;
  limit: number;
  providerSide(a: Asked): Promise<ProviderSide>;
}
/** One kind of item compared with the provider (payment attempts, invoices, refunds). */
export type ReconciliationSource = (run: ReconciliationRun) => Promise<ReconciliationRow[]>;

export const pkr = (paisa: number | null) => (paisa === null ? null : paisa / 100);

/** A bank transfer's "provider" is the statement: received in full counts as paid (an excess is account credit). */
async function transferSide(p: Ports, a: Asked): Promise<ProviderSide> {
  const t = await p.reconciliation.transferByReference(a.reference);
  if (!t) return { state: 'none', code: null, amountPaisa: null, note: 'No bank transfer under this reference' };
  const received = toPaisa(t.receivedPkr);
  const note = t.creditPkr > 0 ? `${pkrText(t.creditPkr)} over-paid, kept as credit` : undefined;
  if (t.status === 'received') return { state: 'paid', code: t.status, amountPaisa: toPaisa(t.amountDuePkr), note };
  return { state: 'pending', code: t.status, amountPaisa: received || null, note };
}

/** The provider's side of an attempt: its inquiry, or the bank statement's matches for a transfer. */
export async function askProvider(p: Ports, a: Asked): Promise<ProviderSide> {
  if (a.provider === 'bank_transfer') return transferSide(p, a);
  const provider = p.providers.get(a.provider);
  if (!provider) return { state: 'none', code: null, amountPaisa: null, note: 'No provider configured by this name' };
  try {
    const r = await provider.inquire(a.reference);
    return { state: r.state, code: r.code, amountPaisa: r.amountPaisa ?? null };
  } catch (err) {
    return { state: 'unreachable', code: null, amountPaisa: null, note: (err as Error).message };
  }
}

/** Every payment attempt of the window beside the provider's inquiry (or the bank statement's matches). */
export const attemptSource: ReconciliationSource = async (run) => {
  const rows: ReconciliationRow[] = [];
  for (const a of await run.p.reconciliation.attemptsSince(run.since, run.limit)) {
    const there = await run.providerSide(a);
    const notes = [a.refundDue ? 'Refund owed to the payer' : null, there.note ?? null].filter(Boolean);
    rows.push({
      kind: 'payment',
      id: a.id,
      reference: a.reference,
      provider: a.provider,
      campaignId: a.campaignId,
      ourState: a.state,
      ourAmountPkr: a.amountPaisa / 100,
      providerState: there.state,
      providerCode: there.code,
      providerAmountPkr: pkr(there.amountPaisa),
      mismatch: mismatchOf(a.state, a.amountPaisa, there),
      note: notes.length ? notes.join('; ') : null,
    });
  }
  return rows;
};

/** Every invoice of the window: the payment it was issued for must be one the provider confirms, for its total. */
export const invoiceSource: ReconciliationSource = async (run) => {
  const rows: ReconciliationRow[] = [];
  for (const { invoice, payment } of await run.p.reconciliation.invoicesSince(run.since, run.limit)) {
    const attempt = payment ? await run.p.reconciliation.attemptById(payment.id) : null;
    const legacy =
      payment && !attempt && !run.p.providers.has(payment.provider) && payment.provider !== 'bank_transfer';
    const there: ProviderSide = attempt
      ? await run.providerSide(attempt)
      : legacy
        ? { state: 'none', code: null, amountPaisa: null, note: 'Paid before real providers: nothing to ask' }
        : { state: 'none', code: null, amountPaisa: null, note: 'No confirmed payment behind this invoice' };
    const total = toPaisa(invoice.totalPkr);
    rows.push({
      kind: 'invoice',
      id: invoice.id,
      reference: invoice.number,
      provider: payment?.provider ?? 'none',
      campaignId: invoice.campaignId,
      ourState: 'issued',
      ourAmountPkr: invoice.totalPkr,
      providerState: there.state,
      providerCode: there.code,
      providerAmountPkr: pkr(there.amountPaisa),
      mismatch: attempt ? mismatchOf('issued', total, there) : legacy ? null : 'paid_here_not_there',
      note: there.note ?? null,
    });
  }
  return rows;
};
