import { BillingPdfQuery, BillingProfile, BillingProfileResponse, Invoice, InvoiceList } from '../billing';
import { CreditNoteList } from '../credit-notes';
import { apiRoute } from './api-route';

const pdfRoute = (kind: 'invoice' | 'receipt') =>
  apiRoute({
    method: 'get',
    path: `/api/invoices/{id}/${kind}.pdf`,
    summary: `The ${kind} as a PDF, in English or (?lang=ur) Urdu`,
    tag: 'Billing',
    service: 'svc-campaigns',
    query: BillingPdfQuery,
    success: { status: 200, contentType: 'application/pdf' },
  });

/** Invoices, receipts and credit notes as data and PDF, and the billing profile (svc-campaigns). */
export const BILLING_API = {
  invoices: apiRoute({
    method: 'get',
    path: '/api/invoices',
    summary: "The caller's invoices",
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: InvoiceList },
  }),
  invoice: apiRoute({
    method: 'get',
    path: '/api/invoices/{id}',
    summary: 'One invoice',
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: Invoice },
  }),
  invoicePdf: pdfRoute('invoice'),
  receiptPdf: pdfRoute('receipt'),
  creditNotes: apiRoute({
    method: 'get',
    path: '/api/billing/credit-notes',
    summary: "The caller's credit notes (guaranteed plays not delivered, credited when a campaign ended short)",
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: CreditNoteList },
  }),
  creditNotePdf: apiRoute({
    method: 'get',
    path: '/api/billing/credit-notes/{id}/credit-note.pdf',
    summary: 'A credit note as a PDF, in English or (?lang=ur) Urdu',
    tag: 'Billing',
    service: 'svc-campaigns',
    query: BillingPdfQuery,
    success: { status: 200, contentType: 'application/pdf' },
  }),
  profile: apiRoute({
    method: 'get',
    path: '/api/billing/profile',
    summary: "Who the caller's invoices are made out to",
    tag: 'Billing',
    service: 'svc-campaigns',
    success: { status: 200, schema: BillingProfileResponse },
  }),
  saveProfile: apiRoute({
    method: 'put',
    path: '/api/billing/profile',
    summary: 'Save the billing profile',
    tag: 'Billing',
    service: 'svc-campaigns',
    body: BillingProfile,
    success: { status: 200, schema: BillingProfileResponse },
  }),
};
