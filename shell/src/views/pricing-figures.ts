// Figures of the pricing page, derived from @rbt/pricing's constants and engine: nothing here is typed by hand.
// Only the modules needed are imported (not the package index) to keep the shell's bundle small.
import { CampaignDraftPatch, ratePercent, slotStartHour } from '@rbt/contracts';
import { NICHE, round2, SETUP } from '@rbt/pricing/src/constants';
import { nicheMultiplier, type PremiumTarget } from '@rbt/pricing/src/niche';
import { costPerView, type CostPerViewInput } from '@rbt/pricing/src/setup-cost';
import { checkoutFigures } from '@rbt/pricing/src/checkout';
import { TIME_SLOTS } from '@rbt/pricing/src/reference/time-slots';
import { t } from '../i18n';

export const times = (n: number): string => `×${n}`;
export const percent = ratePercent;
export const titleCase = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);
/** A city by id in the page's language; a city the catalog does not name is shown as its id, capitalised. */
export const cityName = (id: string): string => t('shell.pricing.city', { city: id, name: titleCase(id) });

// Labels are read when the page renders (after the shell has loaded the page's language), hence functions.
export const deviceLabel = (key: keyof typeof SETUP.device): string => t(`shell.pricing.device.${key}`);
export const tierLabel = (key: keyof typeof SETUP.tier): string => t(`shell.pricing.tier.${key}`);

export const tableRows = <K extends string>(
  table: Record<K, number>,
  label: (key: K) => string,
): Array<[string, number]> => (Object.keys(table) as K[]).map((key) => [label(key), table[key]]);

/** The wizard's frequency cap range (1-5 per day), read from the campaign schema. */
const capField = CampaignDraftPatch.shape.freqCapPerDay.unwrap();
const [capMin, capMax] = [capField.minValue ?? 1, capField.maxValue ?? 1];
export const FREQ_CAPS: readonly number[] = Array.from({ length: capMax - capMin + 1 }, (_, i) => capMin + i);

const range = (from: number, to: number): string => (from === to ? `${from}` : `${from}-${to}`);

/** Consecutive caps with the same discount grouped: [["1-2 per day", 1], ["3 per day", 0.95], ["4-5 per day", 0.9]]. */
export function frequencyRows(): Array<[string, number]> {
  const groups: Array<{ from: number; to: number; value: number }> = [];
  for (const cap of FREQ_CAPS) {
    const value = SETUP.frequency(cap);
    const last = groups.at(-1);
    if (last && last.value === value) last.to = cap;
    else groups.push({ from: cap, to: cap, value });
  }
  return groups.map((g) => [t('shell.pricing.perDay', { range: range(g.from, g.to) }), g.value]);
}

/** The period of the day an hour (0-24) falls in, as people say it: English needs AM/PM, Urdu صبح / دوپہر / شام / رات. */
function dayPeriod(h: number): string {
  const hour = h % 24;
  if (hour < 5) return 'lateNight';
  if (hour < 12) return 'morning';
  if (hour < 16) return 'noon';
  return hour < 20 ? 'evening' : 'night';
}
const hourName = (h: number): string =>
  t('shell.pricing.hour', { hour: h % 12 === 0 ? 12 : h % 12, period: dayPeriod(h) });
/** A band's hours in the page's language: "6 PM - 10 PM", "شام 6 بجے سے رات 10 بجے تک". */
export const bandHours = (b: Pick<SlotBand, 'fromHour' | 'toHour'>): string =>
  t('shell.pricing.hours', { from: hourName(b.fromHour), to: hourName(b.toHour) });

export interface SlotBand {
  label: string;
  multiplier: number;
  prime: boolean;
  fromHour: number;
  toHour: number;
}

/** The wizard's hourly slots grouped into bands of equal multiplier, e.g. "6 PM - 10 PM ×2 (prime time)". */
export function slotBands(): SlotBand[] {
  const bands: SlotBand[] = [];
  for (const slot of TIME_SLOTS) {
    const last = bands.at(-1);
    const start = slotStartHour(slot.id);
    const [from, to] = slot.label.split(' - ');
    if (last && last.multiplier === slot.baseMultiplier && last.prime === slot.peak) {
      last.label = `${last.label.split(' - ')[0]} - ${to}`;
      last.toHour = start + 1;
    } else {
      bands.push({
        label: `${from} - ${to}`,
        multiplier: slot.baseMultiplier,
        prime: slot.peak,
        fromHour: start,
        toHour: start + 1,
      });
    }
  }
  return bands;
}

type Device = CostPerViewInput['deviceType'];
type Tier = CostPerViewInput['valueTier'];
/** The key of a table's smallest (or largest) value. */
const keyOf = <K extends string>(table: Record<K, number>, pick: (a: number, b: number) => boolean): K =>
  (Object.keys(table) as K[]).reduce((a, b) => (pick(table[b], table[a]) ? b : a));
const lowest = (a: number, b: number) => a < b;
const highest = (a: number, b: number) => a > b;

export interface Example {
  title: string;
  perView: number;
  formula: string;
}

/** Three worked examples priced by the engine itself: the cheapest view, a typical metro prime-time view and the dearest. */
export function examples(): Example[] {
  const metro = cityName(SETUP.metroCities[0]);
  const minCap = FREQ_CAPS[0];
  const typicalCap = FREQ_CAPS.includes(2) ? 2 : minCap;
  const cheapestCap = FREQ_CAPS.reduce((a, b) => (SETUP.frequency(b) < SETUP.frequency(a) ? b : a));
  const lowSlot = TIME_SLOTS.reduce((a, b) => (b.baseMultiplier < a.baseMultiplier ? b : a)).id;
  const primeSlot = (TIME_SLOTS.find((s) => s.peak) ?? TIME_SLOTS[0]).id;
  const [topDevice, topTier] = [keyOf<Device>(SETUP.device, highest), keyOf<Tier>(SETUP.tier, highest)];
  const cases: Array<[string, CostPerViewInput]> = [
    [
      t('shell.pricing.example.lowest', {
        device: deviceLabel(keyOf<Device>(SETUP.device, lowest)).toLowerCase(),
        cap: cheapestCap,
      }),
      {
        cities: ['other'],
        deviceType: keyOf<Device>(SETUP.device, lowest),
        valueTier: keyOf<Tier>(SETUP.tier, lowest),
        freqCapPerDay: cheapestCap,
        timeSlots: [lowSlot],
      },
    ],
    [
      t('shell.pricing.example.typical', { metro, cap: typicalCap }),
      {
        cities: [SETUP.metroCities[0]],
        deviceType: 'all',
        valueTier: 'all',
        freqCapPerDay: typicalCap,
        timeSlots: [primeSlot],
      },
    ],
    [
      t('shell.pricing.example.highest', {
        metro,
        device: deviceLabel(topDevice).toLowerCase(),
        tier: tierLabel(topTier),
        cap: minCap,
      }),
      {
        cities: [SETUP.metroCities[0]],
        deviceType: topDevice,
        valueTier: topTier,
        freqCapPerDay: minCap,
        timeSlots: [primeSlot],
      },
    ],
  ];
  return cases.map(([title, input]) => {
    const quote = costPerView(input);
    return { title, perView: quote.costPerView, formula: quote.breakdown.formula };
  });
}

/**
 * The range of the price per play: every combination of city adder, device, tier, cap and single slot priced
 * by the engine (an average over several slots lies between its slots' prices, so single slots bound it).
 */
export function pricePerPlayRange(): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const cities of [[SETUP.metroCities[0]], ['other']])
    for (const deviceType of Object.keys(SETUP.device) as Device[])
      for (const valueTier of Object.keys(SETUP.tier) as Tier[])
        for (const freqCapPerDay of FREQ_CAPS)
          for (const slot of TIME_SLOTS) {
            const p = costPerView({ cities, deviceType, valueTier, freqCapPerDay, timeSlots: [slot.id] }).costPerView;
            if (p < min) min = p;
            if (p > max) max = p;
          }
  return { min, max };
}

export interface BudgetExample {
  budget: number;
  perPlay: number;
  plays: number;
  base: number;
  fee: number;
  vat: number;
  total: number;
}

/** What a budget buys at a price per play, as the estimate computes it: whole plays, base = plays × price. */
export function budgetExample(budget: number, perPlay: number): BudgetExample {
  const plays = Math.floor(budget / perPlay + 1e-9);
  const c = checkoutFigures({ baseCost: round2(plays * perPlay), weightedCpm: perPlay * 1000 });
  return { budget, perPlay, plays, base: c.baseCost, fee: c.platformFee, vat: c.tax, total: c.total };
}

export interface NichePremium {
  label: string;
  adder: number;
  multiplier: number;
}

/** Each niche premium target alone: the niche model's adder and what it does to the price per play (the engine's). */
export function nichePremiums(): NichePremium[] {
  return (Object.keys(NICHE.premium) as PremiumTarget[])
    .sort((a, b) => NICHE.premium[b] - NICHE.premium[a])
    .map((p) => ({ label: t(`shell.pricing.niche.${p}`), adder: NICHE.premium[p], multiplier: nicheMultiplier([p]) }));
}

/** The multiplier when every premium target is stacked (the dearest niche selection). */
export const nicheAllStacked = (): number => nicheMultiplier(Object.keys(NICHE.premium) as PremiumTarget[]);

/**
 * The price per play with niche targeting: every setup price (as pricePerPlayRange) under every combination of
 * premium targets, rounded as the estimate rounds it. The cheapest niche play has one premium target.
 */
export function nichePricePerPlayRange(): { min: number; max: number } {
  const targets = Object.keys(NICHE.premium) as PremiumTarget[];
  const subsets = Array.from({ length: 2 ** targets.length - 1 }, (_, i) =>
    targets.filter((_, j) => (i + 1) & (1 << j)),
  );
  const multipliers = subsets.map(nicheMultiplier);
  const setup = pricePerPlayRange();
  return {
    min: Math.min(...multipliers.map((m) => round2(setup.min * m))),
    max: Math.max(...multipliers.map((m) => round2(setup.max * m))),
  };
}
