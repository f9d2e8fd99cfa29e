import { z } from 'zod';
import { DayOfWeek, DeliveryConfidence, DeviceType, Gender, ValueTier } from './pricing';
import { CapacityCityId, CapacityDate, CapacityTimeSlot } from './capacity';
import { groupedFigure, pkrText } from './money-text';

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
    /** Who the plays are for: only the callers of this audience can hear them (none given, everyone). */
    gender: Gender.default('all'),
    deviceType: DeviceType.default('all'),
    valueTier: ValueTier.default('all'),
    /** The plays the quote would sell. */
    plays: z.number().int().nonnegative(),
  })
  .strict();
export type FeasibilityRequest = z.input<typeof FeasibilityRequest>;

export const Feasibility = z.object({
  requestedPlays: z.number().int().nonnegative(),
  /**
   * The most plays the booking's split (by each hour's share still to come) fits into every cell still to come, a
   * cell's room being min(forecast, admin capacity) − booked (never below 0).
   */
  sellablePlays: z.number().int().nonnegative(),
  /**
   * Calls of the request's audience forecast in the cells still to come, and the plays already booked there counted
   * at the same share (others' bookings are taken as spread over every audience alike).
   */
  forecastPlays: z.number().int().nonnegative(),
  bookedPlays: z.number().int().nonnegative(),
  /** Cells of the request whose hour has begun or passed: never sold. */
  pastCells: z.number().int().nonnegative(),
  feasible: z.boolean(),
  deliveryConfidence: DeliveryConfidence,
});
export type Feasibility = z.infer<typeof Feasibility>;

/**
 * The share of a cell's forecast calls that is sold: 1 % of plays end in an error before the impression, and the
 * decision engine paces each campaign evenly through its hour, so calls that bunch early cannot all be used. Selling
 * every forecast call delivered 98–99 % of the guarantees in the sold-set simulation; selling 90 % keeps them
 * (docs/decisions/capacity.md, "The sold set keeps its guarantees").
 */
export const SELLABLE_SHARE_OF_FORECAST = 0.9;

/**
 * Delivery confidence from the load of the cells once the request is booked, (booked + requested) ÷ forecast: at
 * most half of the forecast calls high (a shortfall of half the calls still delivers), at most 80 % medium (the
 * traffic may dip by a fifth), above that low. A request beyond what is sellable is refused, never quoted low.
 */
export const CONFIDENCE_LOAD = { high: 0.5, medium: 0.8 } as const;

export function confidenceOfLoad(load: number): DeliveryConfidence {
  return load <= CONFIDENCE_LOAD.high ? 'high' : load <= CONFIDENCE_LOAD.medium ? 'medium' : 'low';
}

/** The refusal's words (web-kit shows a 409's sentence as is): what fits, and what buys it. */
export const notFeasibleMessage = (plays: number, totalPkr: number | null): string =>
  plays === 0
    ? 'No plays fit in these hours; choose more days or hours.'
    : `At most ${groupedFigure(plays, { upTo: 2 })} plays fit in these hours; choose more days or hours${totalPkr ? `, or ${pkrText(totalPkr, { digits: 0, upTo: 2 })} buys what fits` : ''}.`;

/** The details of a 409 `not_feasible` (submit, top-up, edit): what fits, and its price as a plays goal. */
export const NotFeasibleDetails = z.object({
  requestedPlays: z.number().int().nonnegative(),
  feasiblePlays: z.number().int().nonnegative(),
  /** The total of a quote for the plays that fit; null when that is below the smallest order (no offer then). */
  feasibleTotalCost: z.number().nonnegative().nullable(),
});
export type NotFeasibleDetails = z.infer<typeof NotFeasibleDetails>;
