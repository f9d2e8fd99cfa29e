import { assertOwned, notFound, type Caller } from '@rbt/service-kit';
import type { Invoice, Language } from '@rbt/contracts';
import type { Ports } from '../../ports';
import { invoiceDocument, receiptDocument, receiptOf, type BillingDocument } from './billing-document';

/** The invoice or receipt of an invoice the caller owns (404 for anyone else's, so ids cannot be probed). */
export async function billingDocument(
  p: Ports,
  caller: Caller,
  invoiceId: string,
  kind: 'invoice' | 'receipt',
  language: Language = 'en',
): Promise<{ invoice: Invoice; doc: BillingDocument; number: string }> {
  const invoice = assertOwned(caller, await p.billing.getInvoice(invoiceId), 'Invoice');
  if (kind === 'invoice') return { invoice, doc: invoiceDocument(invoice, language), number: invoice.number };
  const payment = await p.billing.paymentForInvoice(invoice);
  if (!payment) throw notFound('Receipt');
  const receipt = receiptOf(invoice, payment);
  return { invoice, doc: receiptDocument(invoice, receipt, language), number: receipt.number };
}
