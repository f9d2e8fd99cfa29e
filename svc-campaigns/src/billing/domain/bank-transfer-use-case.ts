import crypto from 'node:crypto';
import { conflict, notFound, assertOwned, ownedFilter, Caller } from '@rbt/service-kit';
import type {
  BankStatementLine,
  BankTransfer,
  BankTransferReceipt,
  ManualBankReceipt,
  StatementResult,
} from '@rbt/contracts';
import { loadOwned } from '../../campaigns';
import type { Ports, StoredTransfer } from '../../ports';
import { assertAdmin } from '../../campaigns';
import { newTransferReference, receive, referenceIn, sameMoney } from './bank-transfer-rules';
import { recordReceivedTransfer, transferAttempt } from './bank-transfer-paid';
import { assertQuoteStillFeasible } from '../../campaigns';

const view = (p: Ports, { version: _v, ...t }: StoredTransfer): BankTransfer => ({ ...t, account: p.bankAccount });

/**
 * The advertiser chooses to pay a submitted campaign by bank transfer: the amount is the locked quote, the
 * reference is new and unique. Asking again gives the same transfer.
 */
export async function startBankTransfer(
  p: Ports,
  caller: Caller,
  campaignId: string,
): Promise<{ created: boolean; transfer: BankTransfer }> {
  const doc = await loadOwned(p, caller, campaignId);
  const existing = await p.bankTransfers.forCampaign(campaignId);
  if (existing) return { created: false, transfer: view(p, existing) };
  if (doc.status !== 'awaiting_payment' || !doc.quote)
    throw conflict(`This campaign is ${doc.status}; only a submitted campaign awaiting payment can be paid.`, {
      currentStatus: doc.status,
    });
  await assertQuoteStillFeasible(p, doc);
  const now = p.clock().toISOString();
  for (let attempt = 0; attempt < 5; attempt++) {
    const t: StoredTransfer = {
      id: crypto.randomUUID(),
      reference: newTransferReference(),
      campaignId,
      campaignName: doc.name,
      ownerId: doc.ownerId,
      amountDuePkr: doc.quote.totalCost,
      receivedPkr: 0,
      remainingPkr: doc.quote.totalCost,
      creditPkr: 0,
      status: 'awaiting',
      receipts: [],
      createdAt: now,
      updatedAt: now,
      version: 0,
    };
    const stored = await p.bankTransfers.create(t);
    if (stored === 'ok') {
      await transferAttempt(p, t, caller.id === doc.ownerId ? caller.email : '');
      return { created: true, transfer: view(p, t) };
    }
    if (stored === 'campaign')
      return { created: false, transfer: view(p, (await p.bankTransfers.forCampaign(campaignId))!) };
  }
  throw conflict('A payment reference could not be made; please try again.');
}

export async function listBankTransfers(p: Ports, caller: Caller): Promise<BankTransfer[]> {
  return (await p.bankTransfers.list(ownedFilter(caller))).map((t) => view(p, t));
}

export async function getBankTransfer(p: Ports, caller: Caller, id: string): Promise<BankTransfer> {
  return view(p, assertOwned(caller, await p.bankTransfers.get(id), 'Bank transfer'));
}

type Arrival = Omit<BankTransferReceipt, 'id' | 'recordedAt'>;

/** Adds one arrival to a transfer unless the same money is recorded already; decided again over a concurrent write. */
async function addArrival(p: Ports, id: string, arrival: Arrival) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const t = (await p.bankTransfers.get(id))!;
    if (t.receipts.some((r) => sameMoney(r, arrival))) {
      await recordReceivedTransfer(p, t);
      return { t, outcome: 'already_recorded' as const };
    }
    const { outcome, ...totals } = receive(t, arrival.amountPkr);
    const at = p.clock().toISOString();
    const after = await p.bankTransfers.addReceipt(
      t,
      { id: crypto.randomUUID(), recordedAt: at, ...arrival },
      totals,
      at,
    );
    if (after) {
      await recordReceivedTransfer(p, after);
      return { t: after, outcome };
    }
  }
  throw conflict('The bank transfer kept changing while saving; please try again.');
}

/** An admin saw money arrive for a transfer (a bank app, a phone call with the bank): recorded by hand. */
export async function recordManualReceipt(
  p: Ports,
  caller: Caller,
  id: string,
  r: ManualBankReceipt,
): Promise<BankTransfer> {
  assertAdmin(caller);
  if (!(await p.bankTransfers.get(id))) throw notFound('Bank transfer');
  const { t, outcome } = await addArrival(p, id, {
    amountPkr: r.amountPkr,
    receivedOn: r.receivedOn,
    source: 'manual',
    bankReference: r.bankReference || null,
    description: r.note || null,
    recordedBy: caller.id,
  });
  if (outcome === 'already_recorded')
    throw conflict(
      'This amount is already recorded for this transfer on that day; add the bank\u2019s reference if it is another payment.',
    );
  return view(p, t);
}

/**
 * An uploaded statement, already read and checked whole (a bad file changes nothing): each credit line naming one
 * of our references is recorded against it; the others are listed for an admin to look at.
 */
export async function recordStatement(p: Ports, caller: Caller, lines: BankStatementLine[]): Promise<StatementResult> {
  assertAdmin(caller);
  const out: StatementResult['lines'] = [];
  for (const [i, line] of lines.entries()) {
    const reference = referenceIn(line);
    const base = { line: line.line ?? i + 2, date: line.date, amountPkr: line.creditPkr ?? 0, reference };
    const transfer = line.creditPkr && reference ? await p.bankTransfers.byReference(reference) : null;
    if (!line.creditPkr) out.push({ ...base, outcome: 'not_credit' });
    else if (!transfer) out.push({ ...base, outcome: 'unknown_reference' });
    else {
      const { t, outcome } = await addArrival(p, transfer.id, {
        amountPkr: line.creditPkr,
        receivedOn: line.date,
        source: 'statement',
        bankReference: line.bankReference || null,
        description: line.description || null,
        recordedBy: caller.id,
      });
      out.push({ ...base, outcome, transferId: t.id, remainingPkr: t.remainingPkr, creditPkr: t.creditPkr });
    }
  }
  const matched = out.filter((l) => ['matched', 'partial', 'overpaid'].includes(l.outcome)).length;
  return { lines: out, matched, unmatched: out.filter((l) => l.outcome === 'unknown_reference').length };
}
