import type { EstimateRequest, EstimateResponse, PricingBreakdownEntry } from '@rbt/contracts';
import { DEFAULT_SCHEDULE, round2 } from './constants';
import { audienceFor } from './audience';
import { campaignDays, datesInOrder } from './days';
import { costPerView } from './setup-cost';
import { checkoutFigures, confidenceBar, deliveryConfidence } from './checkout';
import { PricingError } from './price-models';
import { assertGoal, averageFrequency, expectedReach, goalLimits } from './goal';
import { nicheEntry, nicheMultiplier, nichePremiumTargets } from './niche';

// Module-level aliases keep imported-binding getters (CommonJS interop) out of the hot path; see setup-cost.ts.
const DEFAULTS = DEFAULT_SCHEDULE;
const r2 = round2;

/** The request with defaults applied (EstimateRequest.parse output or an equivalent object). */
export type EstimateInput = EstimateRequest;

/** A customer list's matched subscribers by city; with it the audience is the list's, not the cities' (pricing.md). */
export interface EstimateOptions {
  listByCity?: readonly { cityId: string; matched: number }[];
}

/** The list's matched subscribers in the chosen cities: they are reached whatever the demographic filters say. */
function listAudience(cities: readonly string[], byCity: NonNullable<EstimateOptions['listByCity']>): number {
  const chosen = new Set(cities);
  return byCity.reduce((n, c) => n + (chosen.has(c.cityId) ? c.matched : 0), 0);
}

/**
 * The authoritative quote of POST /api/estimate, also run in the wizard for the instant preview.
 * Full cost = targeted users × cost per view × days × frequency cap (spec §9) is the ceiling; a budget or plays
 * goal buys plays × cost per view (docs/decisions/pricing.md). Throws PricingError for a goal out of its limits,
 * unknown cities or an end date before the start.
 */
export function estimate(req: EstimateInput, opts: EstimateOptions = {}): EstimateResponse {
  const { audience, schedule, controls, goal } = req;
  if (!datesInOrder(schedule.startDate, schedule.endDate)) {
    throw new PricingError('End date must be on or after the start date', 'schedule.endDate');
  }
  const defaultSchedule = schedule.timeSlots.length === 0;
  const timeSlots = defaultSchedule ? DEFAULTS.timeSlots : schedule.timeSlots;
  const daysOfWeek = defaultSchedule && schedule.daysOfWeek.length === 0 ? DEFAULTS.daysOfWeek : schedule.daysOfWeek;

  const cityAud = audienceFor(audience.cities, audience);
  const listed = opts.listByCity ? listAudience(audience.cities, opts.listByCity) : null;
  const aud = listed === null ? cityAud : { ...cityAud, targeted: listed, eligibleBase: listed };
  if (aud.unknownCities.length > 0) {
    const bad = aud.unknownCities[0];
    throw new PricingError(`Unknown city "${bad}"`, `audience.cities.${audience.cities.indexOf(bad)}`);
  }
  const freq = controls.freqCapPerDay;
  const days = campaignDays({ startDate: schedule.startDate, endDate: schedule.endDate, daysOfWeek });
  const setup = costPerView({
    cities: audience.cities,
    deviceType: audience.deviceType,
    valueTier: audience.valueTier,
    freqCapPerDay: freq,
    timeSlots,
  });
  const cpv = withNiche(setup, nichePremiumTargets(audience.niche));

  const fullImpressions = aud.targeted * freq * days;
  const fullCost = r2(aud.targeted * cpv.costPerView * days * freq);
  const limits = goalLimits(fullImpressions, fullCost);
  assertGoal(goal, limits);
  // One model for every goal: plays × price per play. A budget buys the whole plays it can pay for, so the
  // base is within one play's price of the budget and plays = base ÷ price per play.
  let estImpressions = fullImpressions;
  let totalCost = fullCost;
  let requested: number | null = null;
  if (goal.type === 'impressions' && goal.targetImpressions) {
    estImpressions = goal.targetImpressions;
    totalCost = r2(estImpressions * cpv.costPerView);
    requested = estImpressions;
  } else if (goal.type === 'budget' && goal.amountPkr) {
    estImpressions = cpv.costPerView > 0 ? Math.floor(goal.amountPkr / cpv.costPerView + 1e-9) : 0;
    totalCost = r2(estImpressions * cpv.costPerView);
    requested = estImpressions;
  }
  const reach = expectedReach(estImpressions, aud.targeted);
  const confidence = deliveryConfidence({ requested, available: fullImpressions, audience: aud.targeted });
  const checkout = checkoutFigures({ baseCost: totalCost, weightedCpm: cpv.costPerView * 1000 });
  const entries: PricingBreakdownEntry[] = [
    ...cpv.entries,
    { label: 'Targeted users', value: aud.targeted, type: 'multiplier' },
    { label: 'Campaign days', value: days, type: 'multiplier' },
    { label: 'Frequency cap per day', value: freq, type: 'multiplier' },
  ];
  if (totalCost !== fullCost)
    entries.push({ label: `Capped to the ${goal.type} goal`, value: totalCost, type: 'normalize' });

  return {
    estImpressions,
    estReach: reach,
    targetedUsers: aud.targeted,
    eligibleBase: aud.eligibleBase,
    uniqueReach: reach,
    avgFrequency: averageFrequency(estImpressions, reach),
    goalLimits: limits,
    campaignDays: days,
    // The plays bought per campaign day, not the ceiling of the whole audience × cap.
    impressionsPerDay: Math.round(estImpressions / days),
    costPerGVA: cpv.costPerView,
    weightedCpgv: cpv.costPerView,
    totalCost,
    fees: checkout.platformFee,
    tax: checkout.tax,
    deliveryConfidence: confidence,
    deliveryConfidenceBar: confidenceBar(confidence),
    pricingModel: 'setup',
    pricingBreakdown: entries,
    costBreakdown: { ...cpv.breakdown }, // a copy: the memoised original is frozen and shared
    checkout,
    defaultSchedule,
  };
}

/** A niche selection's premium targets raise the setup price per play; without any the setup price stands. */
function withNiche(setup: ReturnType<typeof costPerView>, targets: ReturnType<typeof nichePremiumTargets>) {
  if (targets.length === 0) return setup;
  const m = nicheMultiplier(targets);
  const perPlay = r2(setup.costPerView * m);
  return {
    costPerView: perPlay,
    breakdown: setup.breakdown,
    entries: [
      ...setup.entries,
      nicheEntry(targets, m),
      { label: 'Niche price per play, rounded to 2 decimals', value: perPlay, type: 'normalize' as const },
    ],
  };
}

/** What the wizard attaches when it locks a quote (spec §3): the figures it showed, taken from the same estimate.
 * @internal Used only by its unit tests (knip: docs/decisions.md, "Dead exports").
 */
export function lockedQuoteDetails(r: EstimateResponse, freqCapPerDay: number) {
  return {
    frontendCalculatedCost: r.totalCost,
    frontendCalculationDetails: {
      totalUsers: r.targetedUsers,
      estimatedCostPerView: r.costPerGVA,
      campaignDays: r.campaignDays,
      impressionsPerDay: r.impressionsPerDay,
      totalImpressions: r.estImpressions,
      rawCalculation: {
        formula: `${r.estImpressions} plays × ${r.costPerGVA} per play = ${r.totalCost} (ceiling ${r.targetedUsers} users × ${r.campaignDays} days × ${freqCapPerDay} per day)`,
      },
    },
  };
}
