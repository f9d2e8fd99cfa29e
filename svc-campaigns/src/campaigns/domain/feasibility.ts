import { AppError } from '@rbt/service-kit';
import { notFeasibleMessage, type EstimateRequest, type Feasibility } from '@rbt/contracts';
import type { Campaign } from './campaign';
import type { CapacityClient } from '../data-access/capacity-client';
import type { PricingClient } from '../data-access/pricing-client';
import { toEstimateRequest, toLockedQuote } from './quote';
import { toDraft } from './draft-fields';

/** What the feasibility check asks: svc-capacity whether the plays fit, svc-pricing what would. */
export type FeasibilityPorts = { capacity: CapacityClient; pricing: PricingClient; clock: () => Date };

/** Where, when and to whom the plays would be played: the priced request's schedule, cities and audience filter. */
const placesOf = (req: EstimateRequest, startDate: string, endDate: string) => ({
  startDate,
  endDate,
  cities: req.audience.cities,
  gender: req.audience.gender,
  deviceType: req.audience.deviceType,
  valueTier: req.audience.valueTier,
  timeSlots: req.schedule.timeSlots,
  daysOfWeek: req.schedule.daysOfWeek,
});

/**
 * Sells only what can be played (docs/decisions/capacity.md, "Feasibility before payment"): svc-capacity answers
 * how many plays the request's hours still to come can take; more than that is a 409 before anything is locked or
 * paid, naming what fits and what it costs (priced by svc-pricing, so no rate is written here). `plays` is what the
 * quote sells (the added plays of a top-up).
 */
export async function assertFeasible(
  p: FeasibilityPorts,
  req: EstimateRequest,
  plays: number,
  currentStatus: string,
): Promise<Feasibility | null> {
  const { startDate, endDate } = req.schedule;
  // A draft without dates never reaches here (the step rules refuse it first); nothing to place, nothing to check.
  if (!startDate || !endDate) return null;
  const f = await p.capacity.feasibility({ ...placesOf(req, startDate, endDate), plays });
  if (f.feasible) return f;
  const fits = f.sellablePlays;
  // What fits, priced as a plays goal; a figure below the goal's minimum has no price (the words then offer none).
  const priced =
    fits > 0
      ? await p.pricing.quote({ ...req, goal: { type: 'impressions', targetImpressions: fits } }).catch(() => null)
      : null;
  const total = priced ? toLockedQuote(priced, p.clock()).totalCost : null;
  throw new AppError(409, 'not_feasible', notFeasibleMessage(fits, total), {
    currentStatus,
    requestedPlays: plays,
    feasiblePlays: fits,
    feasibleTotalCost: total,
    pastCells: f.pastCells,
  });
}

/**
 * The locked quote checked again when its payment starts: hours pass and others buy between submit and payment, and
 * a payment commits the booking, so what no longer fits is refused (409 with the offer) before any money moves.
 */
export async function assertQuoteStillFeasible(p: FeasibilityPorts, doc: Campaign): Promise<void> {
  if (!doc.quote) return;
  await assertFeasible(p, toEstimateRequest(toDraft(doc), doc.ownerId), doc.quote.estImpressions, doc.status);
}
