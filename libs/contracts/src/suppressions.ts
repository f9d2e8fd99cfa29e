import { z } from 'zod';
import { daysBetween, IsoDate } from './input-rules';

/**
 * Suppression of subscribers (docs/operators.md "Press 9" and "Do-Not-Call"): callers who pressed 9 and the
 * PTA Do-Not-Call register an admin uploads, both as hashes (lower-case hex SHA-256 of `+92…`), never served.
 * Admin routes of svc-capacity, through the gateway's admin-only /api/admin/suppressions.
 */
export const SUPPRESSIONS_PATH = '/api/admin/suppressions';
/**
 * `POST DNC_UPLOAD_PATH` with `Content-Type: text/plain`: the whole register, one hash per line (a header line and a
 * first CSV column are tolerated), streamed; it replaces the previous register.
 */
export const DNC_UPLOAD_PATH = `${SUPPRESSIONS_PATH}/dnc`;
/** Most hashes one register may hold (the PTA register is in the low millions). */
export const DNC_MAX_HASHES = 5_000_000;

/** What an upload answers: the register now in force. */
export const DncList = z.object({
  listId: z.string(),
  hashes: z.number().int().nonnegative(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type DncList = z.infer<typeof DncList>;

/** `GET SUPPRESSIONS_PATH`: the register in force and how many callers opted out in all. */
export const SuppressionState = z.object({
  dnc: DncList.nullable(),
  optOuts: z.number().int().nonnegative(),
});
export type SuppressionState = z.infer<typeof SuppressionState>;

/** `GET SUPPRESSIONS_PATH/audit?from&to`: Karachi days, at most 92 of them (the plain shape is what OpenAPI shows). */
export const SuppressionAuditRange = z.object({ from: IsoDate, to: IsoDate }).strict();
export const SuppressionAuditQuery = SuppressionAuditRange.refine((q) => q.from <= q.to, {
  path: ['to'],
  message: 'to must not be before from',
}).refine((q) => daysBetween(q.from, q.to) <= 91, {
  path: ['to'],
  message: 'An audit covers at most 92 days',
});
export type SuppressionAuditQuery = z.infer<typeof SuppressionAuditQuery>;

/** One Karachi day of the audit: opt-outs recorded, and registers uploaded (with their size). */
export const SuppressionAuditDay = z.object({
  date: z.string(),
  optOuts: z.number().int().nonnegative(),
  dncUploads: z.array(DncList),
});
export const SuppressionAudit = z.object({ days: z.array(SuppressionAuditDay) });
export type SuppressionAudit = z.infer<typeof SuppressionAudit>;
