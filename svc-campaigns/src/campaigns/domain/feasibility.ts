import { AppError } from '@rbt/service-kit';
import { notFeasibleMessage, type EstimateRequest, type Feasibility } from '@rbt/contracts';
import type { Campaign, QuotePlaces } from './campaign';
import type { CapacityClient } from '../data-access/capacity-client';
import type { PricingClient } from '../data-access/pricing-client';
import { toEstimateRequest, toLockedQuote } from './quote';
import { toDraft } from './draft-fields';

/** What the feasibility check asks: svc-capacity whether the plays fit, svc-pricing what would. */
export type FeasibilityPorts = { capacity: CapacityClient; pricing: PricingClient; clock: () => Date };

/**
 * Where, when and to whom the plays would be played: the priced request's schedule, cities and audience filter; null
 * for a draft without dates (the step rules refuse it first: nothing to place, nothing to check).
 */
export function placesOf(req: EstimateRequest): QuotePlaces | null {
  const { startDate, endDate } = req.schedule;
  if (!startDate || !endDate) return null;
  return {
    startDate,
    endDate,
    cities: req.audience.cities,
    gender: req.audience.gender,
    deviceType: req.audience.deviceType,
    valueTier: req.audience.valueTier,
    timeSlots: req.schedule.timeSlots,
    daysOfWeek: req.schedule.daysOfWeek,
  };
}

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
  const places = placesOf(req);
  return places && assertPlacesFit(p, places, plays, currentStatus, () => req);
}

/** The check itself; the request to price what fits is built only when the plays do not fit. */
async function assertPlacesFit(
  p: FeasibilityPorts,
  places: QuotePlaces,
  plays: number,
  currentStatus: string,
  requestOf: () => EstimateRequest,
): Promise<Feasibility> {
  const f = await p.capacity.feasibility({ ...places, plays });
  if (f.feasible) return f;
  const fits = f.sellablePlays;
  // What fits, priced as a plays goal; a figure below the goal's minimum has no price (the words then offer none).
  const priced =
    fits > 0
      ? await p.pricing
          .quote({ ...requestOf(), goal: { type: 'impressions', targetImpressions: fits } })
          .catch(() => null)
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
 * a payment commits the booking, so what no longer fits is refused (409 with the offer) before any money moves. The
 * places are those locked with the quote (a campaign awaiting payment cannot be edited without returning to draft);
 * a quote locked before they were kept has them rebuilt from the campaign.
 */
export async function assertQuoteStillFeasible(p: FeasibilityPorts, doc: Campaign): Promise<void> {
  if (!doc.quote) return;
  const requestOf = () => toEstimateRequest(toDraft(doc), doc.ownerId);
  const places = doc.quotePlaces ?? placesOf(requestOf());
  if (places) await assertPlacesFit(p, places, doc.quote.estImpressions, doc.status, requestOf);
}
