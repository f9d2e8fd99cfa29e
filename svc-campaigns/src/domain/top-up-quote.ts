import { AppError } from '@rbt/service-kit';
import {
  daysBetween,
  MAX_CAMPAIGN_DAYS,
  type CampaignDraft,
  type EstimateResponse,
  type LockedQuote,
  type TopUpQuote,
  type TopUpRequest,
} from '@rbt/contracts';

const DAY_MS = 86_400_000;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Campaign days from..to inclusive, only the chosen days of the week when some are chosen (pricing's rule). */
export function countDays(from: string, to: string, daysOfWeek: readonly string[]): number {
  let n = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    if (!daysOfWeek.length || daysOfWeek.includes(WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()])) n++;
  }
  return n;
}

/** A 400 on a top-up field, with the field path (the wizard shows it beside the field). */
export const topUpInvalid = (path: 'extraBudgetPkr' | 'endDate', message: string) =>
  new AppError(400, 'validation_failed', `${path}: ${message}`, [{ path, message }]);

export interface TopUpPlan {
  /** Where the added plays go: an extension alone fills the added days; more budget the days still to come. */
  fromDate: string;
  endDate: string;
  /** Plays that keep the campaign's daily pace over the added days (0 without a later end date). */
  extensionPlays: number;
}

/**
 * What a top-up adds, before pricing (docs/decisions/campaigns.md, issue 28). A later end date alone buys the added
 * days at the campaign's current pace (guaranteed plays ÷ its days × added days); more budget buys plays at today's
 * price over the days still to come (today, or the start if later, to the end).
 */
export function planTopUp(d: CampaignDraft, quote: LockedQuote, req: TopUpRequest, today: string): TopUpPlan {
  const start = d.startDate ?? today;
  const oldEnd = d.endDate ?? today;
  const endDate = req.endDate ?? oldEnd;
  if (req.endDate !== undefined) {
    if (req.endDate <= oldEnd) throw topUpInvalid('endDate', `Choose an end date after the current one (${oldEnd})`);
    if (daysBetween(start, req.endDate) >= MAX_CAMPAIGN_DAYS)
      throw topUpInvalid('endDate', `A campaign can run at most ${MAX_CAMPAIGN_DAYS} days`);
  }
  let extensionPlays = 0;
  if (req.endDate !== undefined) {
    const added = countDays(addDays(oldEnd, 1), req.endDate, d.daysOfWeek);
    if (!added) throw topUpInvalid('endDate', 'The added days include none of the campaign’s days of the week');
    const days = Math.max(1, countDays(start, oldEnd, d.daysOfWeek));
    extensionPlays = Math.max(1, Math.round((quote.estImpressions / days) * added));
  }
  const fromDate = req.extraBudgetPkr === undefined ? addDays(oldEnd, 1) : start > today ? start : today;
  return { fromDate, endDate, extensionPlays };
}

/** The added plays' quote from svc-pricing's answer, and the campaign's figures after it. */
export function toTopUpQuote(e: EstimateResponse, quote: LockedQuote, plan: TopUpPlan): TopUpQuote {
  const guaranteedPlays = Math.round(quote.estImpressions) + e.estImpressions;
  return {
    addedPlays: e.estImpressions,
    pricePerPlay: e.costPerGVA,
    baseCost: e.checkout.baseCost,
    platformFee: e.checkout.platformFee,
    vat: e.checkout.tax,
    totalCost: e.checkout.total,
    fromDate: plan.fromDate,
    endDate: plan.endDate,
    guaranteedPlays,
    blendedPricePerPlay: round4((quote.baseCost + e.checkout.baseCost) / guaranteedPlays),
  };
}
