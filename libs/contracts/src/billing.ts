import { z } from 'zod';

const pkr = z.number().nonnegative();

/** One invoice line (spec §9 checkout: base, platform fee 8%, VAT 16%, total). */
export const InvoiceLine = z.object({ code: z.enum(['base', 'platform_fee', 'vat']), label: z.string(), amountPkr: pkr });

export const Invoice = z.object({
  id: z.string(),
  number: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  ownerId: z.string(),
  currency: z.literal('PKR'),
  lines: z.array(InvoiceLine),
  subtotalPkr: pkr,
  totalPkr: pkr,
  issuedAt: z.string(),
  status: z.literal('paid'),
});
export type Invoice = z.infer<typeof Invoice>;

export const Receipt = z.object({
  number: z.string(),
  invoiceNumber: z.string(),
  paymentId: z.string(),
  amountPkr: pkr,
  currency: z.literal('PKR'),
  paidAt: z.string(),
  provider: z.string(),
});
export type Receipt = z.infer<typeof Receipt>;

export const Payment = z.object({
  id: z.string(),
  campaignId: z.string(),
  amountPkr: pkr,
  currency: z.literal('PKR'),
  provider: z.string(),
  providerReference: z.string(),
  status: z.literal('succeeded'),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof Payment>;

/** POST /api/campaigns/:id/payments; the amount is never sent, the server charges the locked quote. */
export const PaymentRequest = z.object({
  method: z.literal('simulated_card').default('simulated_card'),
  cardholderName: z.string().trim().max(100).optional(),
}).strict();
export type PaymentRequest = z.infer<typeof PaymentRequest>;

export const PaymentResponse = z.object({
  payment: Payment,
  invoice: Invoice,
  receipt: Receipt,
  campaignStatus: z.string(),
  /** Spec §1: prototype simulation notice. */
  notice: z.string(),
});
export type PaymentResponse = z.infer<typeof PaymentResponse>;

export const InvoiceList = z.object({ items: z.array(Invoice) });
