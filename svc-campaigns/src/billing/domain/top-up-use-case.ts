import { AppError, conflict, Caller } from '@rbt/service-kit';
import { openAttempt } from './payment-attempt-use-case';
import { karachiToday, TOP_UP_STATUSES } from '@rbt/contracts';
import type {
  CampaignDraft,
  LockedQuote,
  TopUpCheckoutResponse,
  TopUpPaymentRequest,
  TopUpRequest,
} from '@rbt/contracts';
import type { Campaign } from '../../ports';
import { toDraft } from '../../campaigns';
import type { Ports } from '../../ports';
import { loadOwned } from '../../campaigns';
import { toEstimateRequest } from '../../campaigns';
import { assertFeasible } from '../../campaigns';
import { planTopUp, toTopUpQuote, topUpInvalid, type TopUpPlan } from './top-up-quote';

function assertTopUpAllowed(doc: Campaign): asserts doc is Campaign & { quote: LockedQuote } {
  if (!TOP_UP_STATUSES.includes(doc.status) || !doc.quote)
    throw conflict(
      `This campaign is ${doc.status.replace(/_/g, ' ')}; budget and days can be added only to an approved campaign that has not ended.`,
      { currentStatus: doc.status },
    );
}

/** svc-pricing's price for the added plays only: same audience and hours, over the plan's days. */
async function priceAdded(p: Ports, doc: Campaign, d: CampaignDraft, plan: TopUpPlan, req: TopUpRequest) {
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

/**
 * POST /api/campaigns/:id/top-ups: prices the added plays and opens a payment attempt for exactly that price. The
 * top-up is applied (its own invoice, the quote, end date and booking extended, campaign.booking_extended) only
 * when the provider confirms the payment (payment-paid-use-case).
 */
export async function payTopUp(
  p: Ports,
  caller: Caller,
  id: string,
  key: string,
  req: TopUpPaymentRequest,
): Promise<TopUpCheckoutResponse> {
  const { extraBudgetPkr, endDate, ...choice } = req;
  const { doc, topUp } = await quoteTopUp(p, caller, id, { extraBudgetPkr, endDate });
  const opened = await openAttempt(p, doc, key, choice, {
    amountPkr: topUp.totalCost,
    description: `RBT Ads top-up ${doc.name}`,
    payerEmail: caller.id === doc.ownerId ? caller.email : '',
    topUp,
  });
  return { topUp, ...opened };
}
