import { AppError } from '@rbt/service-kit';
import { playDays } from '@rbt/pricing';
import {
  addCalendarDays as addDays,
  runsTooLong,
  TOO_LONG,
  type CampaignDraft,
  type EstimateResponse,
  type LockedQuote,
  type TopUpQuote,
  type TopUpRequest,
} from '@rbt/contracts';
import type { CampaignSchedule } from '../../campaigns';

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Campaign days from..to inclusive, only the chosen days of the week when some are chosen (pricing's rule). */
const countDays = (startDate: string, endDate: string, daysOfWeek: readonly string[]): number =>
  playDays({ startDate, endDate, daysOfWeek });

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
 * What a top-up adds, before pricing (docs/decisions/campaigns.md). A later end date alone buys the added
 * days at the campaign's current pace (guaranteed plays ÷ its days × added days); more budget buys plays at today's
 * price over the days still to come (today, or the start if later, to the end).
 */
export function planTopUp(d: CampaignDraft, quote: LockedQuote, req: TopUpRequest, today: string): TopUpPlan {
  const start = d.startDate ?? today;
  const oldEnd = d.endDate ?? today;
  const endDate = req.endDate ?? oldEnd;
  if (req.endDate !== undefined) {
    if (req.endDate <= oldEnd) throw topUpInvalid('endDate', `Choose an end date after the current one (${oldEnd})`);
    if (runsTooLong(start, req.endDate)) throw topUpInvalid('endDate', TOO_LONG);
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

/**
 * The locked quote's plays per day after a top-up: every guaranteed play over the campaign's play days
 * to the new end, so details and admin keep showing the quote's pace. Older quotes without the figure stay without.
 */
export function playsPerDayAfter(
  quote: LockedQuote,
  t: TopUpQuote,
  schedule: Pick<CampaignSchedule, 'startDate' | 'daysOfWeek'>,
): Pick<LockedQuote, 'playsPerDay'> {
  if (quote.playsPerDay === undefined) return {};
  const start = typeof schedule.startDate === 'string' ? schedule.startDate : t.fromDate;
  const daysOfWeek = Array.isArray(schedule.daysOfWeek) ? schedule.daysOfWeek : [];
  return { playsPerDay: Math.round(t.guaranteedPlays / Math.max(1, countDays(start, t.endDate, daysOfWeek))) };
}
