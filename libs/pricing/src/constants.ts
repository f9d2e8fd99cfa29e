import { PLATFORM_FEE_RATE, slotBandOfHour, VAT_RATE } from '@rbt/contracts';

/** Every pricing constant of spec §9 in one place; formulas read them from here only. */

/** Spec §9: prime 2, midday 1.5, off-peak 1; the setup cost and the standard model both price a band with it. */
const SLOT_BAND_MULTIPLIER = { peak: 2, semipeak: 1.5, offpeak: 1 } as const;

/** Spec §9 frequency discount: the price multiplier for a cap per day, largest threshold first (4+ → 0.9, 3 → 0.95). */
export const FREQUENCY_DISCOUNTS: readonly { atLeast: number; multiplier: number }[] = [
  { atLeast: 4, multiplier: 0.9 },
  { atLeast: 3, multiplier: 0.95 },
];

export const SETUP = {
  base: 0.5,
  /** Adder when any metro (Karachi, Lahore, Islamabad) is selected, else the other one. */
  cityAdderMetro: 0.5,
  cityAdderOther: 0.2,
  metroCities: ['karachi', 'lahore', 'islamabad'] as readonly string[],
  device: { all: 1, smartphone: 1.15, nonSmartphone: 0.9 },
  tier: { all: 1, bronze: 1, silver: 1.05, gold: 1.1, platinum: 1.25 },
  /** Frequency discount by cap per day: 4+ → 0.9, 3 → 0.95, else 1. */
  frequency: (cap: number) => FREQUENCY_DISCOUNTS.find((d) => cap >= d.atLeast)?.multiplier ?? 1,
  /** Slot multiplier by the band of its start hour: prime 18-22 → 2, midday 12-18 → 1.5, else 1. */
  slotMultiplier: (startHour: number) => SLOT_BAND_MULTIPLIER[slotBandOfHour(startHour)],
  /** Map info window budget = targeted users × 2.5. */
  mapBudgetPerUser: 2.5,
  /** Marker sizes by filtered audience (largest first). */
  markerThresholds: [300_000, 100_000, 50_000] as readonly number[],
} as const;

/** Spec §5: without time slots the local default is weekdays 09:00-12:00 (and 100000 reach for derivations). */
export const DEFAULT_SCHEDULE = {
  timeSlots: ['09-10', '10-11', '11-12'] as readonly string[],
  daysOfWeek: ['mon', 'tue', 'wed', 'thu', 'fri'] as readonly string[],
  reach: 100_000,
} as const;

export const BANDS = {
  standard: { min: 1.5, max: 2 },
  custom: { min: 2, max: 2.5 },
  niche: { min: 2.5, max: 4.5 },
} as const;

export const STANDARD = {
  base: 0.5,
  slot: SLOT_BAND_MULTIPLIER,
  cityTier: { T1: 0.5, T2: 0.2 },
  dayType: { weekday: 0, weekend: 0.25 },
  frequency: { low: 1, medium: 1.1, high: 1.25 },
} as const;

export const CUSTOM = {
  base: 2,
  duration: { short: 1.2, medium: 1, long: 0.85 },
  slot: { peak: 0.5, offpeak: 0 },
  /** Volume multipliers, largest threshold first. */
  volume: [
    { atLeast: 500_000, multiplier: 0.9 },
    { atLeast: 100_000, multiplier: 0.95 },
  ] as readonly { atLeast: number; multiplier: number }[],
} as const;

export const NICHE = {
  base: 2.5,
  premium: { device: 0.5, geoMicro: 0.5, interest: 0.75 },
  /** Two or more stacked premium targets multiply the price by this. */
  stackMultiplier: 1.25,
  stackAtLeast: 2,
  peakAdder: 0.5,
  weekendAdder: 0.25,
} as const;

export const DERIVATION = {
  tier1Cities: ['karachi', 'lahore', 'islamabad'] as readonly string[],
  frequencyHighAbove: 200_000,
  frequencyMediumAbove: 100_000,
  shortUpToDays: 3,
  longFromDays: 10,
} as const;

export const CHECKOUT = {
  vatRate: VAT_RATE,
  platformFeeRate: PLATFORM_FEE_RATE,
  defaultWeightedCpm: 950,
  costRange: { low: 0.9, high: 1.1 },
  confidenceBar: { high: 85, medium: 60, low: 35 },
} as const;

// The engine's rounding is the contracts' (money-text.ts), so pages and services round one way.
export { round2, round3 } from '@rbt/contracts';

/**
 * Goal limits (docs/decisions/pricing.md, "Goal"): the smallest order is PKR 5,000 or 1,000 guaranteed plays;
 * the largest is what the whole filtered audience can take (audience × days × frequency cap).
 */
export const GOAL = {
  minBudgetPkr: 5_000,
  minPlays: 1_000,
} as const;
