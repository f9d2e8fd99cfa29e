import { z } from 'zod';
import { InvoiceLine } from './billing';

/**
 * A credit note: the guaranteed plays a completed campaign did not deliver, credited with every line of its invoice
 * reversed pro rata. One per campaign; listed in Billing beside the invoice, PDF at
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

/**
 * Why a campaign ended short, in the words its credit note PDF, the owner's notification and Billing all use
 * (one wording, so the three agree).
 */
export const CREDIT_NOTE_REASONS: Record<CreditNote['reason'], string> = {
  supply: 'the operator had fewer matching calls than forecast',
  paused: 'the campaign was paused until its schedule ran out',
  ended: 'the campaign reached its end date before all plays ran',
};

export const CreditNoteList = z.object({ items: z.array(CreditNote) });
export type CreditNoteList = z.infer<typeof CreditNoteList>;
