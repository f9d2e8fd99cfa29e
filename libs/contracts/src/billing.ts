import { z } from 'zod';
import { plainText } from './input-rules';
import { Language } from './auth';

const pkr = z.number().nonnegative();

/** One invoice line (spec §9 checkout: base, platform fee 8%, VAT 16%, total). */
export const InvoiceLine = z.object({
  code: z.enum(['base', 'platform_fee', 'vat']),
  label: z.string(),
  amountPkr: pkr,
});

export const BILLING_MESSAGES = {
  nameRequired: 'Enter the name of the person billed',
  companyRequired: 'Enter the company name (or your own name if you are not a company)',
  addressRequired: 'Enter the billing address',
  ntnFormat: 'NTN must be 7 digits with an optional check digit (1234567-8), or a 13-digit CNIC (12345-1234567-1)',
} as const;

const required = (max: number, message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).pipe(plainText(max));
/** Pakistani NTN (7 digits + check digit) or, for individuals, the 13-digit CNIC FBR uses as their NTN. */
const NTN = /^(\d{7}(-?\d)?|\d{5}-?\d{7}-?\d)$/;

/** GET/PUT /api/billing/profile: who the invoices are made out to (asked once at checkout, stored per user). */
export const BillingProfile = z
  .object({
    name: required(100, BILLING_MESSAGES.nameRequired),
    company: required(120, BILLING_MESSAGES.companyRequired),
    address: z
      .string({
        required_error: BILLING_MESSAGES.addressRequired,
        invalid_type_error: BILLING_MESSAGES.addressRequired,
      })
      .trim()
      .min(1, BILLING_MESSAGES.addressRequired)
      .pipe(plainText(300, { multiline: true })),
    /** Optional; blank means none. */
    ntn: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
      z.string().regex(NTN, BILLING_MESSAGES.ntnFormat).nullable().default(null),
    ),
  })
  .strict();
export type BillingProfile = z.infer<typeof BillingProfile>;
export type BillingProfileInput = z.input<typeof BillingProfile>;
export const BillingProfileResponse = z.object({ profile: BillingProfile.nullable() });

/** Buyer or seller block of an invoice. */
export const BillingParty = z.object({
  name: z.string(),
  company: z.string().nullable(),
  address: z.string().nullable(),
  ntn: z.string().nullable(),
  /** The seller's sales-tax registration number (buyers have none on file). */
  strn: z.string().nullable().optional(),
  email: z.string().nullable(),
  /** The local stack's made-up seller: its documents say they are not tax invoices. */
  testOnly: z.boolean().optional(),
});
export type BillingParty = z.infer<typeof BillingParty>;

/** The campaign's plays × price per play (before fee and VAT). */
export const InvoiceItem = z.object({
  description: z.string(),
  plays: z.number().int().nonnegative(),
  unitPricePkr: z.number().nonnegative(),
  amountPkr: pkr,
});
export type InvoiceItem = z.infer<typeof InvoiceItem>;

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
  /** Absent on invoices issued before billing details were kept (the PDF then names the account only). */
  buyer: BillingParty.optional(),
  seller: BillingParty.optional(),
  items: z.array(InvoiceItem).optional(),
  receiptNumber: z.string().optional(),
  /** Set on the invoice of a top-up (a campaign has one first invoice and one per top-up). */
  topUpId: z.string().optional(),
  /** Of the total, what the advertiser's account credit paid (the rest was paid through the provider). */
  paidByCreditPkr: pkr.optional(),
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
  topUpId: z.string().optional(),
});
export type Payment = z.infer<typeof Payment>;

export const InvoiceList = z.object({ items: z.array(Invoice) });

/** GET an invoice, receipt or credit note PDF: `?lang=ur` for the buyer's Urdu copy; English by default. */
export const BillingPdfQuery = z.object({ lang: Language.default('en') });
export type BillingPdfQuery = z.infer<typeof BillingPdfQuery>;
