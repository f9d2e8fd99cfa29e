import { z } from 'zod';
import { DayOfWeek, DeliveryConfidence } from './pricing';
import { CapacityCityId, CapacityDate, CapacityTimeSlot } from './capacity';

/**
 * What can really be played (docs/decisions/capacity.md, "Feasibility before payment"): asked of svc-capacity before
 * a quote is locked, a top-up paid or an edit accepted. The dates × cities × slots of the request, only the hours
 * still to come.
 */
export const FeasibilityRequest = z
  .object({
    startDate: CapacityDate,
    endDate: CapacityDate,
    cities: z.array(CapacityCityId).min(1, 'Choose at least one city'),
    timeSlots: z.array(CapacityTimeSlot).min(1, 'Choose at least one time slot'),
    daysOfWeek: z.array(DayOfWeek).default([]),
    /** The plays the quote would sell. */
    plays: z.number().int().nonnegative(),
  })
  .strict();
export type FeasibilityRequest = z.input<typeof FeasibilityRequest>;

export const Feasibility = z.object({
  requestedPlays: z.number().int().nonnegative(),
  /** Σ over the cells still to come of min(forecast, admin capacity) − booked (never below 0). */
  sellablePlays: z.number().int().nonnegative(),
  /** Calls forecast in the cells still to come, and the plays already booked there. */
  forecastPlays: z.number().int().nonnegative(),
  bookedPlays: z.number().int().nonnegative(),
  /** Cells of the request whose hour has begun or passed: never sold. */
  pastCells: z.number().int().nonnegative(),
  feasible: z.boolean(),
  deliveryConfidence: DeliveryConfidence,
});
export type Feasibility = z.infer<typeof Feasibility>;

/**
 * Delivery confidence from the load of the cells once the request is booked, (booked + requested) ÷ forecast: at
 * most half of the forecast calls high (a shortfall of half the calls still delivers), at most 80 % medium (the
 * traffic may dip by a fifth), above that low. A request beyond what is sellable is refused, never quoted low.
 */
export const CONFIDENCE_LOAD = { high: 0.5, medium: 0.8 } as const;

export function confidenceOfLoad(load: number): DeliveryConfidence {
  return load <= CONFIDENCE_LOAD.high ? 'high' : load <= CONFIDENCE_LOAD.medium ? 'medium' : 'low';
}

const grouped = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The refusal's words (web-kit shows a 409's sentence as is): what fits, and what buys it. */
export const notFeasibleMessage = (plays: number, totalPkr: number | null): string =>
  plays === 0
    ? 'No plays fit in these hours; choose more days or hours.'
    : `At most ${grouped(plays)} plays fit in these hours; choose more days or hours${totalPkr ? `, or PKR ${grouped(totalPkr)} buys what fits` : ''}.`;
