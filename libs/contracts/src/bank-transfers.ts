import { z } from 'zod';
import { plainText } from './input-rules';

/**
 * Paying by bank transfer (agencies; Raast or IBFT to the seller's account): the advertiser is shown the account and
 * a payment reference unique to the purchase; an admin records what arrived, from the bank statement (CSV) or by
 * hand. Matched by reference, counted by amount: short is a partial payment, more is kept as account credit.
 */
export const BANK_TRANSFER_REFERENCE = /^BT[2-9A-HJ-NP-Z]{8}$/;

/** Where to send the money; `testOnly` when it is the local stack's made-up account (never pay into it). */
export const BankAccount = z.object({
  accountTitle: z.string(),
  bank: z.string(),
  iban: z.string(),
  testOnly: z.boolean(),
});
export type BankAccount = z.infer<typeof BankAccount>;

export const BankTransferStatus = z.enum(['awaiting', 'partially_received', 'received']);
export type BankTransferStatus = z.infer<typeof BankTransferStatus>;

export const BankTransferReceipt = z.object({
  id: z.string(),
  amountPkr: z.number().positive(),
  /** The day the bank credited it (YYYY-MM-DD). */
  receivedOn: z.string(),
  source: z.enum(['statement', 'manual']),
  bankReference: z.string().nullable(),
  description: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type BankTransferReceipt = z.infer<typeof BankTransferReceipt>;

export const BankTransfer = z.object({
  id: z.string(),
  /** What the payer writes in the transfer's narration / reference field. */
  reference: z.string().regex(BANK_TRANSFER_REFERENCE),
  campaignId: z.string(),
  campaignName: z.string(),
  ownerId: z.string(),
  amountDuePkr: z.number().nonnegative(),
  receivedPkr: z.number().nonnegative(),
  remainingPkr: z.number().nonnegative(),
  /** Received beyond the amount due: kept as account credit for the next purchase. */
  creditPkr: z.number().nonnegative(),
  status: BankTransferStatus,
  receipts: z.array(BankTransferReceipt),
  account: BankAccount,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankTransfer = z.infer<typeof BankTransfer>;
export const BankTransferList = z.object({ items: z.array(BankTransfer) });
export type BankTransferList = z.infer<typeof BankTransferList>;

const day = z
  .string({ required_error: 'Enter the date the bank credited the transfer' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Enter a real date');
const pkrReceived = z
  .number({ required_error: 'Enter the amount received', invalid_type_error: 'Enter the amount received' })
  .positive('The amount received must be more than zero')
  .max(1_000_000_000, 'The amount received must be at most PKR 1,000,000,000')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use at most 2 decimals (paisa)');

/** POST /api/admin/billing/bank-transfers/:id/receipts: an admin saw the money arrive. */
export const ManualBankReceipt = z
  .object({
    amountPkr: pkrReceived,
    receivedOn: day,
    bankReference: z.string().trim().pipe(plainText(60)).optional(),
    note: z.string().trim().pipe(plainText(200)).optional(),
  })
  .strict();
export type ManualBankReceipt = z.infer<typeof ManualBankReceipt>;

/** One credit or debit line of an uploaded bank statement, after the CSV's columns are named. */
export const BankStatementLine = z.object({
  /** Where it is in the uploaded file (1 = the header), so answers can name it. */
  line: z.number().int().positive().optional(),
  date: day,
  description: plainText(500).default(''),
  reference: plainText(100).optional(),
  bankReference: plainText(100).optional(),
  /** Money in; a line with none (a debit) is not a payment to us and is skipped. */
  creditPkr: pkrReceived.optional(),
});
export type BankStatementLine = z.infer<typeof BankStatementLine>;
export const BankStatement = z.object({ lines: z.array(BankStatementLine).min(1, 'The statement has no lines') });

export const StatementLineOutcome = z.enum([
  /** Paid in full with this line. */
  'matched',
  /** Less than was still due: the rest is awaited. */
  'partial',
  /** More than was due: the excess is kept as account credit. */
  'overpaid',
  /** No payment reference of ours in the line: left for an admin to look at. */
  'unknown_reference',
  /** The same line was recorded before (a statement uploaded twice). */
  'already_recorded',
  /** A debit or a zero line. */
  'not_credit',
]);
export type StatementLineOutcome = z.infer<typeof StatementLineOutcome>;

/** 200 of POST /api/admin/billing/bank-transfers/statement: what each line did. */
export const StatementResult = z.object({
  lines: z.array(
    z.object({
      line: z.number().int().positive(),
      date: z.string(),
      amountPkr: z.number().nonnegative(),
      reference: z.string().nullable(),
      outcome: StatementLineOutcome,
      transferId: z.string().optional(),
      remainingPkr: z.number().nonnegative().optional(),
      creditPkr: z.number().nonnegative().optional(),
    }),
  ),
  matched: z.number().int().nonnegative(),
  unmatched: z.number().int().nonnegative(),
});
export type StatementResult = z.infer<typeof StatementResult>;
