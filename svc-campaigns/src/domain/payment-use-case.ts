import crypto from 'node:crypto';
import { AppError, conflict, Caller } from '@rbt/service-kit';
import { campaignPaid } from './campaign-events';
import type { Invoice, Payment, PaymentResponse } from '@rbt/contracts';
import { buyerOf, invoiceItems, invoiceLines, invoiceNumber, receiptOf, SELLER } from './billing-document';
import { paymentInProgress, statusChange } from './lifecycle';
import { loadOwned, mutate, Ports } from './ports';

const money = (n: number) => Math.round(n * 100) / 100;

/**
 * Pays the locked quote once: the campaign is claimed with a conditional write (a second payer gets a 409),
 * the provider is charged, then the payment and invoice are stored under unique indexes, and the campaign moves
 * to pending_review together with its paid and status_changed events.
 */
export async function payCampaign(p: Ports, caller: Caller, id: string, key: string): Promise<PaymentResponse> {
  const doc = await loadOwned(p, caller, id);
  if (doc.status !== 'awaiting_payment' || !doc.quote) {
    throw conflict(`This campaign is ${doc.status}; only a submitted campaign awaiting payment can be paid.`, {
      currentStatus: doc.status,
    });
  }
  const quote = doc.quote;
  // A claim under this very key is this payment, retried after its process died mid-way (the charge is idempotent
  // by key and the payment and invoice are unique): it goes on. Another key waits for the claim to go stale.
  if (paymentInProgress(doc, p.clock()) && doc.paymentClaim?.key !== key)
    throw conflict('A payment for this campaign is already in progress.', { currentStatus: doc.status });
  const claimed = await p.campaigns.apply(
    doc,
    { set: { paymentClaim: { key, at: p.clock() } }, events: [] },
    p.clock(),
  );
  if (!claimed)
    throw conflict('This campaign changed or is being paid right now; please reload and try again.', {
      currentStatus: doc.status,
    });

  let providerReference: string;
  try {
    ({ providerReference } = await p.provider.charge({
      amountPkr: quote.totalCost,
      currency: 'PKR',
      reference: id,
      idempotencyKey: key,
    }));
  } catch (err) {
    await mutate(p, caller, id, () => ({ set: { paymentClaim: null }, events: [] }));
    throw new AppError(402, 'payment_failed', (err as Error).message || 'The payment could not be completed.');
  }
  const now = p.clock();
  const payment: Payment = await p.billing.recordPayment(
    {
      id: crypto.randomUUID(),
      campaignId: id,
      amountPkr: quote.totalCost,
      currency: 'PKR',
      provider: p.provider.name,
      providerReference,
      status: 'succeeded',
      createdAt: now.toISOString(),
    },
    doc.ownerId,
  );
  let invoice: Invoice | null = await p.billing.invoiceForCampaign(id);
  if (!invoice) {
    const lines = invoiceLines(quote);
    const number = invoiceNumber(await p.billing.nextInvoiceSeq(now.getUTCFullYear()), now);
    // The buyer is copied in: a later change of the billing profile must not rewrite an issued invoice.
    const buyer = buyerOf(await p.billing.getProfile(doc.ownerId), caller.id === doc.ownerId ? caller.email : '');
    invoice = await p.billing.issueInvoice({
      id: crypto.randomUUID(),
      number,
      campaignId: id,
      campaignName: doc.name,
      ownerId: doc.ownerId,
      currency: 'PKR',
      lines,
      subtotalPkr: money(quote.baseCost + quote.platformFee),
      totalPkr: quote.totalCost,
      issuedAt: now.toISOString(),
      status: 'paid',
      buyer,
      seller: SELLER,
      items: invoiceItems(quote, doc.name),
      receiptNumber: number.replace(/^INV-/, 'RCT-'),
    });
  }
  const inv = invoice;
  const after = await mutate(p, caller, id, (d, at) => {
    if (d.status !== 'awaiting_payment') return null;
    const moved = statusChange(d, 'pending_review', caller.id, at, undefined, {
      paymentId: payment.id,
      invoiceId: inv.id,
      paidTotal: payment.amountPkr,
      paymentClaim: null,
    });
    const paid = campaignPaid(d, { paymentId: payment.id, invoiceId: inv.id, totalCost: payment.amountPkr }, at);
    return { ...moved, events: [paid, ...moved.events] };
  });
  return {
    payment,
    invoice: inv,
    receipt: receiptOf(inv, payment),
    campaignStatus: after.status,
    notice: p.provider.notice,
  };
}
