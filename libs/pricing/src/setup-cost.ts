import { slotStartHour, type CampaignCostBreakdown, type PricingBreakdownEntry } from '@rbt/contracts';
import { round2, SETUP } from './constants';
import type { AudienceFilter } from './audience';

// Module-level aliases: CommonJS interop (tsx, jest) turns every access to an imported binding into a getter
// call, which showed up as a quarter of the engine's time in the profile.
const S = SETUP;
const METRO = new Set(SETUP.metroCities);
const slotHour = slotStartHour;
const r2 = round2;

/** Average slot multiplier over the selected slots; 1 when none (spec §9). */
export function averageSlotMultiplier(timeSlots: readonly string[]): number {
  if (timeSlots.length === 0) return 1;
  let sum = 0;
  for (const s of timeSlots) sum += S.slotMultiplier(slotHour(s));
  return sum / timeSlots.length;
}

export interface CostPerViewInput extends Pick<AudienceFilter, 'deviceType' | 'valueTier'> {
  cities: readonly string[];
  freqCapPerDay: number;
  timeSlots: readonly string[];
}

// Labels are built once: string formatting per quote was the largest cost of the engine.
const DEVICE_LABEL = {
  all: 'Device (all)',
  smartphone: 'Device (smartphone)',
  nonSmartphone: 'Device (nonSmartphone)',
} as const;
const TIER_LABEL = {
  all: 'Value tier (all)',
  bronze: 'Value tier (bronze)',
  silver: 'Value tier (silver)',
  gold: 'Value tier (gold)',
  platinum: 'Value tier (platinum)',
} as const;
const FREQ_LABEL = [0, 1, 2, 3, 4, 5].map((c) => `Frequency discount (cap ${c})`);
const METRO_LABEL = 'City adder (Karachi, Lahore or Islamabad)';

export interface CostPerView {
  costPerView: number;
  breakdown: Readonly<CampaignCostBreakdown>;
  entries: readonly PricingBreakdownEntry[];
}

const DEVICE_INDEX = { all: 0, smartphone: 1, nonSmartphone: 2 } as const;
const TIER_INDEX = { all: 0, bronze: 1, silver: 2, gold: 3, platinum: 4 } as const;
const memo = new Map<number, CostPerView>();
/** Bounds the memo's memory in a long-running server; a clear only costs a few recomputations. */
const MEMO_MAX = 5000;

/**
 * Cost per guaranteed audio ad view on the setup screen: (0.5 + city adder) × device × tier × frequency × slot, 2 decimals.
 * Every factor comes from a small discrete set, so results are memoised (frozen, hence safe to share) by a
 * numeric key; building the breakdown and formula was the largest cost of a quote.
 */
export function costPerView(i: CostPerViewInput): CostPerView {
  const metro = i.cities.some((c) => METRO.has(c));
  let slotSum2 = 0; // twice the sum of slot multipliers: an integer, since multipliers are 1, 1.5 or 2
  for (const s of i.timeSlots) slotSum2 += 2 * S.slotMultiplier(slotHour(s));
  const n = i.timeSlots.length;
  const f = i.freqCapPerDay;
  if (!Number.isInteger(f) || f < 0 || f > 9 || n > 99) return compute(i, metro);
  const key =
    ((((+metro * 3 + DEVICE_INDEX[i.deviceType]) * 5 + TIER_INDEX[i.valueTier]) * 10 + f) * 400 + slotSum2) * 100 + n;
  let hit = memo.get(key);
  if (!hit) {
    if (memo.size >= MEMO_MAX) memo.clear();
    hit = compute(i, metro);
    memo.set(key, hit);
  }
  return hit;
}

function compute(i: CostPerViewInput, metro: boolean): CostPerView {
  const cityAdder = metro ? S.cityAdderMetro : S.cityAdderOther;
  const device = S.device[i.deviceType];
  const valueTier = S.tier[i.valueTier];
  const frequencyDiscount = S.frequency(i.freqCapPerDay);
  const timeSlot = averageSlotMultiplier(i.timeSlots);
  const costPerView = r2((S.base + cityAdder) * device * valueTier * frequencyDiscount * timeSlot);
  const formula = `(${S.base} + ${cityAdder}) × ${device} × ${valueTier} × ${frequencyDiscount} × ${r2(timeSlot)} = ${costPerView}`;
  const entries: PricingBreakdownEntry[] = [
    { label: 'Base cost per view', value: S.base, type: 'base' },
    { label: cityAdder === S.cityAdderMetro ? METRO_LABEL : 'City adder', value: cityAdder, type: 'adder' },
    { label: DEVICE_LABEL[i.deviceType], value: device, type: 'multiplier' },
    { label: TIER_LABEL[i.valueTier], value: valueTier, type: 'multiplier' },
    {
      label: FREQ_LABEL[i.freqCapPerDay] ?? `Frequency discount (cap ${i.freqCapPerDay})`,
      value: frequencyDiscount,
      type: 'multiplier',
    },
    { label: 'Average time slot multiplier', value: timeSlot, type: 'multiplier' },
    { label: 'Cost per view, rounded to 2 decimals', value: costPerView, type: 'normalize' },
  ];
  return Object.freeze({
    costPerView,
    breakdown: Object.freeze({ baseCost: S.base, cityAdder, device, valueTier, frequencyDiscount, timeSlot, formula }),
    entries: Object.freeze(entries.map((e) => Object.freeze(e))),
  });
}

/** Map marker size class 3 (largest) … 0 by filtered audience (spec §2). */
export function markerSize(audience: number): 0 | 1 | 2 | 3 {
  const [a, b, c] = SETUP.markerThresholds;
  return audience >= a ? 3 : audience >= b ? 2 : audience >= c ? 1 : 0;
}

/**
 * Price per play of one slot for the current audience: the cost per view the campaign would have with only
 * this slot chosen, so the chips, the header and the quote are one model (the header is their average).
 */
export function slotPlayPrice(slotId: string, sel: Omit<CostPerViewInput, 'timeSlots'>): number {
  return costPerView({ ...sel, timeSlots: [slotId] }).costPerView;
}

/** The spec's map budget (targeted users × 2.5), kept for reference; the map shows the engine's quote instead. */
export const mapBudget = (users: number): number => r2(users * SETUP.mapBudgetPerUser);
