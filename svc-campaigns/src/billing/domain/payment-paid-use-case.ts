import { toPaisa, toPkr } from '@rbt/contracts';
import { round2 } from '@rbt/pricing';
import type { BillingParty, Invoice, LockedQuote, Payment } from '@rbt/contracts';
import { buyerOf, invoiceItems, invoiceLines, invoiceNumber } from './billing-document';
import { mutate, statusChange, type Campaign, type CampaignStore } from '../../campaigns';
import type { BillingRepository, CreditRepository } from '../data-access/billing-repository';
import type { InquiryResult } from '../data-access/hosted-payments';
import type { PaymentAttemptRepository, StoredAttempt } from '../data-access/payment-attempt-repository';
import type { PaymentProviders } from '../data-access/payment-providers';
import { applyTopUp } from './top-up-apply';
import { topUpInvoiceParts } from './top-up-invoice';

const money = round2;

/**
 * What settling a payment reaches: the campaign's store, the billing records and account credit, the attempts, the
 * providers (to return money taken for nothing) and the seller printed on the invoice.
 */
export interface PaidPorts extends CampaignStore {
  billing: BillingRepository;
  credits: CreditRepository;
  payments: PaymentAttemptRepository;
  providers: PaymentProviders;
  seller: BillingParty;
}

/** The movement's key: one return of account credit per attempt (its take is keyed `checkout:`). */
const returnKey = (reference: string) => `checkout-return:${reference}`;

/**
 * The provider payment ended unpaid (failed, cancelled, expired) or its money is being returned: the credit the
 * attempt took goes back to the balance, once (keyed by the attempt), whichever path sees the end first.
 */
export async function giveCreditBack(p: Pick<PaidPorts, 'credits' | 'clock'>, a: StoredAttempt): Promise<void> {
  if (!a.creditPaisa) return;
  await p.credits.add(a.ownerId, {
    key: returnKey(a.reference),
    at: p.clock().toISOString(),
    kind: 'checkout_returned',
    campaignId: a.campaignId,
    amountPaisa: a.creditPaisa,
  });
}

/** Ends where the provider took nothing, so the credit the attempt took is owed back. */
export const ENDED_UNPAID = ['failed', 'cancelled', 'expired'] as const;

/**
 * Money the provider confirmed that no invoice will hold (another attempt paid the campaign first, or the quote
 * changed while a voucher waited): the attempt is paid and owes a refund, asked of the provider now and by the job
 * until it succeeds. Never reported refunded before the provider says so.
 */
export async function refundOwed(p: PaidPorts, a: StoredAttempt): Promise<StoredAttempt> {
  const marked = (await p.payments.move(a.reference, [a.state], { state: 'paid', refundDue: true })) ?? a;
  // The account credit it took is no purchase either: back to the balance (once, whatever the provider does).
  await giveCreditBack(p, a);
  if (a.amountPaisa === 0) {
    const set = { state: 'refunded' as const, refundDue: false, updatedAt: p.clock().toISOString() };
    return (await p.payments.move(a.reference, ['paid'], set)) ?? marked;
  }
  const provider = p.providers.get(a.provider);
  // A bank transfer is returned by the seller's bank, by hand: owed and shown to admins, never reported refunded.
  const outcome =
    provider && a.method !== 'bank_transfer'
      ? await provider
          .refund({
            reference: a.reference,
            amountPaisa: a.amountPaisa,
            method: a.method,
            refundReference: `F${a.reference.slice(1)}`,
          })
          .catch((err: Error) => ({ ok: false, code: 'unreachable', message: err.message }))
      : { ok: false, code: 'manual', message: 'No refund API: return it by bank transfer' };
  const at = p.clock().toISOString();
  const set = outcome.ok
    ? {
        state: 'refunded' as const,
        refundDue: false,
        providerCode: outcome.code,
        providerMessage: outcome.message,
        updatedAt: at,
      }
    : { providerMessage: `Refund not done yet: ${outcome.message}`, updatedAt: at };
  return (await p.payments.move(a.reference, ['paid'], set)) ?? marked;
}

/** The purchase's invoice: the one already issued, or a new one under the next serial number. */
async function invoiceOf(p: PaidPorts, a: StoredAttempt, doc: Campaign, quote: LockedQuote, now: Date) {
  const issued = await p.billing.invoiceFor(a.campaignId, a.topUpId);
  if (issued) return issued;
  // The buyer is copied in: a later change of the billing profile must not rewrite an issued invoice.
  const buyer = buyerOf(await p.billing.getProfile(doc.ownerId), a.payerEmail);
  const parts = a.topUp
    ? topUpInvoiceParts(a.topUp, doc.name)
    : {
        lines: invoiceLines(quote),
        items: invoiceItems(quote, doc.name),
        subtotalPkr: money(quote.baseCost + quote.platformFee),
        totalPkr: quote.totalCost,
      };
  const credit = a.creditPaisa ? { paidByCreditPkr: toPkr(a.creditPaisa) } : {};
  return p.billing.issueInvoice(
    {
      id: a.id,
      campaignId: a.campaignId,
      campaignName: doc.name,
      ownerId: doc.ownerId,
      currency: 'PKR',
      ...parts,
      ...credit,
      issuedAt: now.toISOString(),
      status: 'paid',
      buyer,
      seller: p.seller,
      ...(a.topUpId ? { topUpId: a.topUpId } : {}),
    },
    (seq) => invoiceNumber(seq, now),
  );
}

/** The campaign after its first payment or a top-up; null when it already shows it (a retried settlement). */
function paidChange(a: StoredAttempt, payment: Payment, inv: Invoice) {
  return (d: Campaign, at: Date) => {
    if (a.topUp) {
      if (!d.quote || d.quote.topUps?.some((t) => t.id === a.topUpId)) return null;
      return applyTopUp({ ...d, quote: d.quote }, a.topUp, a.topUpId!, inv, at);
    }
    if (d.status !== 'awaiting_payment') return null;
    return statusChange(d, 'pending_review', d.ownerId, at, undefined, {
      paymentId: payment.id,
      invoiceId: inv.id,
      paidTotal: payment.amountPkr,
      paymentClaim: null,
    });
  };
}

/** What the purchase cost: the provider's part and the account credit's. */
const pricePaisa = (a: StoredAttempt) => a.amountPaisa + (a.creditPaisa ?? 0);

/** Whether the campaign may still take this attempt's money as its purchase. */
function purchaseStillFits(a: StoredAttempt, doc: Campaign | null): doc is Campaign & { quote: LockedQuote } {
  if (!doc?.quote) return false;
  if (a.topUp) return true; // paid is paid: the plays bought are recorded even if the campaign moved meanwhile
  return doc.status === 'awaiting_payment' && toPaisa(doc.quote.totalCost) === pricePaisa(a);
}

/**
 * A payment the provider confirmed (by inquiry) ends in exactly one of: the purchase's invoice and the campaign
 * moved (to pending_review, or the top-up applied), or a refund. Every step is idempotent, so
 * a settlement cut short by a crash is finished by the next inquiry.
 */
export async function recordPaid(p: PaidPorts, a: StoredAttempt, r: InquiryResult): Promise<StoredAttempt> {
  const now = p.clock();
  let payment = await p.billing.paymentForInvoice({ campaignId: a.campaignId, topUpId: a.topUpId });
  if (payment && payment.id !== a.id) return refundOwed(p, a);
  const doc = await p.campaigns.get(a.campaignId);
  if (!payment) {
    if (!purchaseStillFits(a, doc)) return refundOwed(p, a);
    payment = await p.billing.recordPayment(
      {
        id: a.id,
        campaignId: a.campaignId,
        amountPkr: toPkr(pricePaisa(a)),
        currency: 'PKR',
        provider: a.amountPaisa === 0 ? 'account_credit' : a.provider,
        providerReference: r.providerReference ?? a.reference,
        status: 'succeeded',
        createdAt: now.toISOString(),
        ...(a.topUpId ? { topUpId: a.topUpId } : {}),
      },
      a.ownerId,
    );
    if (payment.id !== a.id) return refundOwed(p, a);
  }
  const invoice = await invoiceOf(p, a, doc!, doc!.quote!, now);
  await mutate(p, null, a.campaignId, paidChange(a, payment, invoice));
  const done = await p.payments.move(a.reference, [a.state, 'paid'], {
    state: 'paid',
    invoiceId: invoice.id,
    providerCode: r.code,
    providerMessage: r.message,
    nextCheckAt: null,
    updatedAt: now.toISOString(),
  });
  return done ?? a;
}
