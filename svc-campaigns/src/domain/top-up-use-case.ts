import crypto from 'node:crypto';
import { AppError, conflict, Caller } from '@rbt/service-kit';
import { campaignBookingExtended, campaignPaid } from './campaign-events';
import { karachiToday, TOP_UP_STATUSES } from '@rbt/contracts';
import type { CampaignDraft, Invoice, LockedQuote, TopUpQuote, TopUpRequest, TopUpResponse } from '@rbt/contracts';
import type { CampaignDoc } from './ports';
import { toDraft } from './draft-fields';
import { applySet, bookingOf, paymentInProgress } from './lifecycle';
import { loadOwned, mutate, Ports } from './ports';
import { toEstimateRequest } from './quote';
import { assertFeasible } from './feasibility';
import { buyerOf, invoiceNumber, receiptOf, SELLER } from './billing-document';
import { planTopUp, playsPerDayAfter, toTopUpQuote, topUpInvalid, type TopUpPlan } from './top-up-quote';
import { topUpInvoiceParts } from './top-up-invoice';

const round2 = (n: number) => Math.round(n * 100) / 100;

function assertTopUpAllowed(doc: CampaignDoc): asserts doc is CampaignDoc & { quote: LockedQuote } {
  if (!TOP_UP_STATUSES.includes(doc.status) || !doc.quote)
    throw conflict(
      `This campaign is ${doc.status.replace(/_/g, ' ')}; budget and days can be added only to an approved campaign that has not ended.`,
      { currentStatus: doc.status },
    );
}

/** svc-pricing's price for the added plays only: same audience and hours, over the plan's days. */
async function priceAdded(p: Ports, doc: CampaignDoc, d: CampaignDraft, plan: TopUpPlan, req: TopUpRequest) {
  const over = (goal: Partial<CampaignDraft>) =>
    p.pricing
      .quote(toEstimateRequest({ ...d, startDate: plan.fromDate, endDate: plan.endDate, ...goal }, doc.ownerId))
      .catch((err: unknown) => {
        // Pricing names its goal fields; the advertiser typed a budget or an end date.
        if (!(err instanceof AppError) || err.status !== 400) throw err;
        const detail = (err.details as { message?: string }[] | undefined)?.[0]?.message ?? err.message;
        throw topUpInvalid(req.extraBudgetPkr !== undefined ? 'extraBudgetPkr' : 'endDate', detail);
      });
  if (req.extraBudgetPkr === undefined)
    return over({ goalType: 'impressions', targetImpressions: plan.extensionPlays, budget: null });
  if (!plan.extensionPlays) return over({ goalType: 'budget', budget: req.extraBudgetPkr, targetImpressions: null });
  // Both: the budget buys plays at today's price on top of the days' plays, priced together.
  const price = (await over({ goalType: 'impressions', targetImpressions: plan.extensionPlays, budget: null }))
    .costPerGVA;
  const bought = price > 0 ? Math.floor(req.extraBudgetPkr / price + 1e-9) : 0;
  return over({ goalType: 'impressions', targetImpressions: plan.extensionPlays + bought, budget: null });
}

/** POST /api/campaigns/:id/top-up/quote: what the added plays would cost; nothing changes. */
export async function quoteTopUp(p: Ports, caller: Caller, id: string, req: TopUpRequest) {
  const doc = await loadOwned(p, caller, id);
  assertTopUpAllowed(doc);
  const d = toDraft(doc);
  const plan = planTopUp(d, doc.quote, req, karachiToday(p.clock()));
  const estimate = await priceAdded(p, doc, d, plan, req);
  if (estimate.estImpressions <= 0) throw topUpInvalid('extraBudgetPkr', 'This amount buys no whole play; add more');
  // The added plays go only where the hours still to come can take them, beside what is already booked.
  const added = toEstimateRequest({ ...d, startDate: plan.fromDate, endDate: plan.endDate }, doc.ownerId);
  await assertFeasible(p, added, estimate.estImpressions, doc.status);
  return { doc, topUp: toTopUpQuote(estimate, doc.quote, plan) };
}

/** The campaign after a paid top-up: cumulative quote (each part keeps its price), later end, new booking. */
function applyTopUp(
  d: CampaignDoc & { quote: LockedQuote },
  t: TopUpQuote,
  ids: { topUpId: string; paymentId: string },
  inv: Invoice,
  at: Date,
) {
  const { topUpId, paymentId } = ids;
  const q = d.quote;
  const baseCost = round2(q.baseCost + t.baseCost);
  const quote: LockedQuote = {
    ...q,
    baseCost,
    platformFee: round2(q.platformFee + t.platformFee),
    vat: round2(q.vat + t.vat),
    totalCost: round2(q.totalCost + t.totalCost),
    estImpressions: t.guaranteedPlays,
    ...playsPerDayAfter(q, t, d.schedule),
    // Blended: the total base over all plays, so cards and invoices keep "plays × price = base".
    weightedCpm: round2((baseCost / t.guaranteedPlays) * 1000),
    topUps: [
      ...(q.topUps ?? []),
      { ...t, id: topUpId, invoiceId: inv.id, paidAt: at.toISOString() } as NonNullable<LockedQuote['topUps']>[0],
    ],
  };
  const budgetGoal = (d.pricing?.goalType ?? 'budget') === 'budget';
  const set: Record<string, unknown> = {
    quote,
    'schedule.endDate': t.endDate,
    [budgetGoal ? 'pricing.budget' : 'pricing.targetImpressions']: budgetGoal ? baseCost : t.guaranteedPlays,
    paidTotal: round2((d.paidTotal ?? 0) + t.totalCost),
    paymentClaim: null,
  };
  const booking = bookingOf(applySet(d, set));
  const events = [
    campaignPaid(d, { paymentId, invoiceId: inv.id, totalCost: t.totalCost, topUpId }, at),
    campaignBookingExtended(
      d,
      {
        topUpId,
        status: d.status,
        added: { startDate: t.fromDate, endDate: t.endDate, expectedImpressions: t.addedPlays },
        booking,
      },
      at,
    ),
  ];
  return { set, events };
}

/**
 * POST /api/campaigns/:id/top-ups: prices the added plays, claims the campaign (one payer at a time), charges the
 * difference, issues its own invoice (lines, VAT) and in one write extends the quote, the end date and the booking
 * (campaign.booking_extended for svc-capacity).
 */
export async function payTopUp(
  p: Ports,
  caller: Caller,
  id: string,
  key: string,
  req: TopUpRequest,
): Promise<TopUpResponse> {
  const { doc, topUp } = await quoteTopUp(p, caller, id, req);
  if (paymentInProgress(doc, p.clock()))
    throw conflict('A payment for this campaign is already in progress.', { currentStatus: doc.status });
  const claimed = await p.campaigns.apply(
    doc,
    { set: { paymentClaim: { key, at: p.clock() } }, events: [] },
    p.clock(),
  );
  if (!claimed) throw conflict('This campaign changed while the top-up was priced; please try again.');
  const release = () => mutate(p, caller, id, () => ({ set: { paymentClaim: null }, events: [] }));
  let providerReference: string;
  try {
    ({ providerReference } = await p.provider.charge({
      amountPkr: topUp.totalCost,
      currency: 'PKR',
      reference: `${id}:top-up`,
      idempotencyKey: key,
    }));
  } catch (err) {
    await release();
    throw new AppError(402, 'payment_failed', (err as Error).message || 'The payment could not be completed.');
  }
  const now = p.clock();
  const topUpId = crypto.randomUUID();
  const payment = await p.billing.recordPayment(
    {
      id: crypto.randomUUID(),
      campaignId: id,
      amountPkr: topUp.totalCost,
      currency: 'PKR',
      provider: p.provider.name,
      providerReference,
      status: 'succeeded',
      createdAt: now.toISOString(),
      topUpId,
    },
    doc.ownerId,
  );
  const number = invoiceNumber(await p.billing.nextInvoiceSeq(now.getUTCFullYear()), now);
  const buyer = buyerOf(await p.billing.getProfile(doc.ownerId), caller.id === doc.ownerId ? caller.email : '');
  const invoice = await p.billing.issueInvoice({
    id: crypto.randomUUID(),
    number,
    campaignId: id,
    campaignName: doc.name,
    ownerId: doc.ownerId,
    currency: 'PKR',
    ...topUpInvoiceParts(topUp, doc.name),
    issuedAt: now.toISOString(),
    status: 'paid',
    buyer,
    seller: SELLER,
    receiptNumber: number.replace(/^INV-/, 'RCT-'),
    topUpId,
  });
  await mutate(p, caller, id, (d, at) => {
    // Paid is paid: even if the scheduler moved the campaign meanwhile, the plays bought are recorded.
    if (!d.quote) return null;
    return applyTopUp(
      d as CampaignDoc & { quote: LockedQuote },
      topUp,
      { topUpId, paymentId: payment.id },
      invoice,
      at,
    );
  });
  return { topUp, payment, invoice, receipt: receiptOf(invoice, payment), notice: p.provider.notice };
}
