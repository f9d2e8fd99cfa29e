import { z } from 'zod';

/**
 * Reconciliation: every payment attempt, invoice and refund of the last days beside what the
 * provider says of it (its status inquiry; for a bank transfer, the statement lines matched to it). A row whose two
 * sides disagree names the mismatch; admins read the report, the metric alarms.
 */
export const ReconciliationMismatch = z.enum([
  /** The provider took the money, we show no payment. */
  'paid_there_not_here',
  /** We count it paid (or issued an invoice), the provider has no such payment. */
  'paid_here_not_there',
  /** Both count it paid, for different amounts. */
  'amount_differs',
  /** We count the refund returned (or credited), the provider (or the account's credit) shows no such return. */
  'refunded_here_not_there',
  /** The provider reports the payment returned (or the credit is in the account), we show the refund not done. */
  'refunded_there_not_here',
  /** The refund failed for good: money owed to the payer until an admin acts. */
  'refund_failed',
]);
export type ReconciliationMismatch = z.infer<typeof ReconciliationMismatch>;

/** What a row is about; each kind comes from one source, so refunds can be added as a source of their own. */
export const ReconciliationItemKind = z.enum(['payment', 'invoice', 'refund']);
export type ReconciliationItemKind = z.infer<typeof ReconciliationItemKind>;

export const ReconciliationRow = z.object({
  kind: ReconciliationItemKind,
  id: z.string(),
  /** Our reference at the provider (R…, BT…) or the invoice number. */
  reference: z.string(),
  provider: z.string(),
  campaignId: z.string(),
  ourState: z.string(),
  ourAmountPkr: z.number().nonnegative(),
  /** The provider's word: its state, or `unreachable` when it could not be asked (then no mismatch is claimed). */
  providerState: z.string(),
  providerCode: z.string().nullable(),
  providerAmountPkr: z.number().nonnegative().nullable(),
  mismatch: ReconciliationMismatch.nullable(),
  note: z.string().nullable(),
});
export type ReconciliationRow = z.infer<typeof ReconciliationRow>;

export const ReconciliationReport = z.object({
  id: z.string(),
  /** The Karachi day the report is for (YYYY-MM-DD); one daily run per day. */
  day: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  /** Items created or issued since this instant were compared. */
  since: z.string(),
  /** Who started it: the daily job, or an admin's id. */
  ranBy: z.string(),
  checked: z.number().int().nonnegative(),
  mismatches: z.number().int().nonnegative(),
  /** Rows whose provider could not be asked (compared again by the next run). */
  unchecked: z.number().int().nonnegative(),
  /** Mismatched and unchecked rows first, then the rest. */
  rows: z.array(ReconciliationRow),
});
export type ReconciliationReport = z.infer<typeof ReconciliationReport>;

/** GET /api/admin/billing/reconciliation: the latest report, if any run yet. */
export const ReconciliationResponse = z.object({ report: ReconciliationReport.nullable() });
export type ReconciliationResponse = z.infer<typeof ReconciliationResponse>;
