import { z } from 'zod';
import { InvoiceLine } from './billing';

/**
 * A credit note: the guaranteed plays a completed campaign did not deliver, credited with every line of its invoice
 * reversed pro rata (issue 29). One per campaign; listed in Billing beside the invoice, PDF at
 * GET /api/billing/credit-notes/:id/credit-note.pdf.
 */
export const CreditNote = z.object({
  id: z.string(),
  number: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  guaranteedPlays: z.number().int().nonnegative(),
  playsRun: z.number().int().nonnegative(),
  playsCredited: z.number().int().positive(),
  reason: z.enum(['supply', 'paused', 'ended']),
  lines: z.array(InvoiceLine),
  totalPkr: z.number().nonnegative(),
  issuedAt: z.string(),
});
export type CreditNote = z.infer<typeof CreditNote>;

export const CreditNoteList = z.object({ items: z.array(CreditNote) });
export type CreditNoteList = z.infer<typeof CreditNoteList>;
