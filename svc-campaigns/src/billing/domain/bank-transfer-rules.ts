import { toPaisa, toPkr } from '@rbt/contracts';
import crypto from 'node:crypto';
import type { BankStatementLine, BankTransferReceipt, BankTransferStatus, StatementLineOutcome } from '@rbt/contracts';

/**
 * The rules of paying by bank transfer, pure: the payment reference, finding it in a statement line, and what an
 * amount received does to what is due (docs/payments-bank-transfer.md).
 */

// No 0/O, 1/I: the payer copies the reference by hand into a bank app's narration field.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const FOUND = /BT[2-9A-HJ-NP-Z]{8}/g;

export function newTransferReference(): string {
  return `BT${Array.from({ length: 8 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('')}`;
}

/**
 * Our reference in a statement line: its reference column first, else its description. Banks break long narration
 * text with spaces or dashes, so those are ignored; a line naming two different references names none.
 */
export function referenceIn(line: Pick<BankStatementLine, 'reference' | 'description'>): string | null {
  for (const text of [line.reference ?? '', line.description]) {
    const found = new Set(text.toUpperCase().replace(/[\s-]/g, '').match(FOUND) ?? []);
    if (found.size === 1) return [...found][0];
    if (found.size > 1) return null;
  }
  return null;
}

export interface TransferTotals {
  amountDuePkr: number;
  receivedPkr: number;
  remainingPkr: number;
  creditPkr: number;
  status: BankTransferStatus;
}

/**
 * What `amountPkr` arriving does: pays what remains (in full → received, less → partially received), and anything
 * beyond what was due becomes account credit. Counted in paisa so sums of decimals never drift.
 */
export function receive(t: TransferTotals, amountPkr: number): TransferTotals & { outcome: StatementLineOutcome } {
  const due = toPaisa(t.amountDuePkr);
  const received = toPaisa(t.receivedPkr) + toPaisa(amountPkr);
  const remaining = Math.max(0, due - received);
  const credit = Math.max(0, received - due);
  const wasRemaining = toPaisa(t.remainingPkr);
  const outcome: StatementLineOutcome =
    toPaisa(amountPkr) > wasRemaining ? 'overpaid' : remaining > 0 ? 'partial' : 'matched';
  return {
    amountDuePkr: t.amountDuePkr,
    receivedPkr: toPkr(received),
    remainingPkr: toPkr(remaining),
    creditPkr: toPkr(credit),
    status: remaining === 0 ? 'received' : 'partially_received',
    outcome,
  };
}

type Money = Pick<BankTransferReceipt, 'source' | 'receivedOn' | 'amountPkr' | 'bankReference' | 'description'>;
const squash = (s: string | null) => (s ?? '').trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Whether two receipts are the same money, so a statement uploaded twice, or a line an admin already entered by
 * hand, is not counted twice: the bank's own transaction reference when both have one; two statement lines by
 * date, amount and text; a hand entry by date and amount (give the bank's reference to tell two such apart).
 */
export function sameMoney(a: Money, b: Money): boolean {
  if (a.bankReference && b.bankReference) return squash(a.bankReference) === squash(b.bankReference);
  const sameDayAndAmount = a.receivedOn === b.receivedOn && toPaisa(a.amountPkr) === toPaisa(b.amountPkr);
  if (a.source === 'statement' && b.source === 'statement')
    return sameDayAndAmount && squash(a.description) === squash(b.description);
  return sameDayAndAmount;
}
