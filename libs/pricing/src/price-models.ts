import {
  PRICE_ERRORS,
  type PriceModel,
  type PriceRequest,
  type PriceResult,
  type PricingBreakdownEntry,
} from '@rbt/contracts';
import { BANDS, CUSTOM, NICHE, round2, round3, STANDARD } from './constants';
import { derivePriceInputs } from './derive';

/** A request the models refuse; `path` names the field, `message` is the spec's text. */
export class PricingError extends Error {
  constructor(
    message: string,
    public readonly path: string,
  ) {
    super(message);
  }
}

type Entries = PricingBreakdownEntry[];
const has = <T extends object>(table: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.hasOwn(table, key);

function pick<T extends object>(table: T, value: unknown, message: string, path: string): keyof T {
  if (!has(table, value)) throw new PricingError(message, path);
  return value;
}

export function standardRaw(
  slot: keyof typeof STANDARD.slot,
  tier: keyof typeof STANDARD.cityTier,
  day: keyof typeof STANDARD.dayType,
  freq: keyof typeof STANDARD.frequency,
  out?: Entries,
): number {
  out?.push(
    { label: 'Base', value: STANDARD.base, type: 'base' },
    { label: `City tier ${tier}`, value: STANDARD.cityTier[tier], type: 'adder' },
    { label: `Slot ${slot}`, value: STANDARD.slot[slot], type: 'multiplier' },
    { label: `Day type ${day}`, value: STANDARD.dayType[day], type: 'adder' },
    { label: `Frequency ${freq}`, value: STANDARD.frequency[freq], type: 'multiplier' },
  );
  return (
    ((STANDARD.base + STANDARD.cityTier[tier]) * STANDARD.slot[slot] + STANDARD.dayType[day]) * STANDARD.frequency[freq]
  );
}

export function volumeMultiplier(impressions: number): number {
  return CUSTOM.volume.find((v) => impressions >= v.atLeast)?.multiplier ?? 1;
}

export function customRaw(
  duration: keyof typeof CUSTOM.duration,
  slot: keyof typeof CUSTOM.slot,
  impressions: number,
  out?: Entries,
): number {
  const volume = volumeMultiplier(impressions);
  out?.push(
    { label: 'Base', value: CUSTOM.base, type: 'base' },
    { label: `Duration ${duration}`, value: CUSTOM.duration[duration], type: 'multiplier' },
    { label: `Slot ${slot}`, value: CUSTOM.slot[slot], type: 'adder' },
    { label: 'Volume discount', value: volume, type: 'multiplier' },
  );
  return (CUSTOM.base * CUSTOM.duration[duration] + CUSTOM.slot[slot]) * volume;
}

export function nicheRaw(
  targets: readonly (keyof typeof NICHE.premium)[],
  peak: boolean,
  weekend: boolean,
  out?: Entries,
): number {
  const unique = [...new Set(targets)];
  let sum = NICHE.base;
  out?.push({ label: 'Base', value: NICHE.base, type: 'base' });
  for (const t of unique) {
    sum += NICHE.premium[t];
    out?.push({ label: `Premium target ${t}`, value: NICHE.premium[t], type: 'adder' });
  }
  if (peak) {
    sum += NICHE.peakAdder;
    out?.push({ label: 'Peak', value: NICHE.peakAdder, type: 'adder' });
  }
  if (weekend) {
    sum += NICHE.weekendAdder;
    out?.push({ label: 'Weekend', value: NICHE.weekendAdder, type: 'adder' });
  }
  const stack = unique.length >= NICHE.stackAtLeast ? NICHE.stackMultiplier : 1;
  if (stack !== 1) out?.push({ label: 'Stacked premium targets', value: stack, type: 'multiplier' });
  return sum * stack;
}

/** Lowest and highest raw price each model can produce, found by walking every input combination once. */
function rawRange(values: number[]) {
  return { min: Math.min(...values), max: Math.max(...values) };
}
const keys = <T extends object>(t: T) => Object.keys(t) as (keyof T)[];
export const RAW_RANGES: Record<PriceModel, { min: number; max: number }> = {
  standard: rawRange(
    keys(STANDARD.slot).flatMap((s) =>
      keys(STANDARD.cityTier).flatMap((c) =>
        keys(STANDARD.dayType).flatMap((d) => keys(STANDARD.frequency).map((f) => standardRaw(s, c, d, f))),
      ),
    ),
  ),
  custom: rawRange(
    keys(CUSTOM.duration).flatMap((d) =>
      keys(CUSTOM.slot).flatMap((s) => [1, 100_000, 500_000].map((n) => customRaw(d, s, n))),
    ),
  ),
  niche: rawRange(
    ([[], ['device'], ['device', 'geoMicro', 'interest']] as (keyof typeof NICHE.premium)[][]).flatMap((t) => [
      nicheRaw(t, false, false),
      nicheRaw(t, true, true),
    ]),
  ),
};

/** Linear map of the model's raw range onto its band, so the order of prices is kept (docs/decisions/pricing.md). */
export function normalizeIntoBand(model: PriceModel, raw: number): number {
  const r = RAW_RANGES[model];
  const b = BANDS[model];
  const x = Math.min(1, Math.max(0, (raw - r.min) / (r.max - r.min)));
  return b.min + x * (b.max - b.min);
}

/** Price per impression for the standard, custom and niche models (spec §9); throws PricingError with the spec's messages. */
export function priceQuote(req: PriceRequest): PriceResult {
  if (req.model === undefined || req.model === null || req.model === '')
    throw new PricingError(PRICE_ERRORS.modelRequired, 'model');
  const model = req.model as PriceModel;
  if (!has(BANDS, model)) throw new PricingError(PRICE_ERRORS.unknownModel, 'model');
  const d = derivePriceInputs(req.context);
  const impressions = req.impressions ?? d.reach;
  const entries: Entries = [];
  let raw: number;
  let inputs: PriceResult['inputs'];
  if (model === 'standard') {
    const slot = pick(STANDARD.slot, req.slot ?? d.standardSlot, PRICE_ERRORS.standardSlot, 'slot');
    const tier = pick(STANDARD.cityTier, req.cityTier ?? d.cityTier, PRICE_ERRORS.cityTier, 'cityTier');
    const day = pick(STANDARD.dayType, req.dayType ?? d.dayType, PRICE_ERRORS.dayType, 'dayType');
    const freq = pick(STANDARD.frequency, req.frequency ?? d.frequency, PRICE_ERRORS.frequency, 'frequency');
    raw = standardRaw(slot, tier, day, freq, entries);
    inputs = { slot, cityTier: tier, dayType: day, frequency: freq };
  } else if (model === 'custom') {
    const duration = pick(CUSTOM.duration, req.duration ?? d.duration, PRICE_ERRORS.duration, 'duration');
    const slot = pick(CUSTOM.slot, req.slot ?? d.customSlot, PRICE_ERRORS.customSlot, 'slot');
    raw = customRaw(duration, slot, impressions, entries);
    inputs = { duration, slot };
  } else {
    const targets = req.premiumTargets ?? [];
    const peak = req.peak ?? d.peak;
    const weekend = req.weekend ?? d.weekend;
    raw = nicheRaw(targets, peak, weekend, entries);
    inputs = { premiumTargets: [...new Set(targets)], peak, weekend };
  }
  const normalized = req.normalize === true;
  let unitPrice = round3(raw);
  if (normalized) {
    unitPrice = round3(normalizeIntoBand(model, raw));
    entries.push({
      label: `Normalised into band ${BANDS[model].min}–${BANDS[model].max}`,
      value: unitPrice,
      type: 'normalize',
    });
  }
  return {
    currency: 'PKR',
    model,
    unitPrice,
    impressions,
    total: round2(unitPrice * impressions),
    band: { ...BANDS[model] },
    normalized,
    inputs,
    breakdown: entries,
  };
}
