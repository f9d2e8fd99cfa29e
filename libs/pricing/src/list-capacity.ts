import { GOAL, round2 } from './constants';
import { costPerView } from './setup-cost';

/** The plan a customer list is measured on (docs/decisions/wizard-creative-checkout.md). */
export const LIST_PLAN = {
  /** The spec's longest preset, one month. */
  days: 30,
  /** The draft's default frequency cap (spec §3): each customer hears the ad at most twice a day. */
  playsPerDay: 2,
  /** The plays goal a list draft starts with is everything the month can take, at most this many. */
  suggestedPlaysMax: 25_000,
} as const;

// Price per play of a list's cities with the cheapest (off-peak only) and dearest (prime only) time slots.
const OFF_PEAK = ['09-10'];
const PRIME = ['19-20'];

export interface ListCapacity {
  days: number;
  playsPerDay: number;
  /** Plays the list's matched subscribers take in the plan: matched × days × plays per day. */
  maxPlays: number;
  pricePerPlay: { low: number; high: number };
  /** maxPlays × the price per play, before fee and VAT. */
  maxBasePkr: { low: number; high: number };
  minPlays: number;
  minBudgetPkr: number;
  /** Matched subscribers the plan needs to reach the smallest order (minPlays). */
  minMatched: number;
  /** Whether this list can start a campaign: matched ≥ minMatched. */
  enough: boolean;
  /** The plays goal a campaign on this list starts with. */
  suggestedPlays: number;
}

/**
 * What a matched customer list can buy before any campaign is made, by the same rules the quote applies: the
 * audience is the matched subscribers, the ceiling is audience × days × plays per day, the price per play is the
 * setup price of the list's cities (all devices and tiers, cap 2) between off-peak and prime slots, and the
 * smallest order is 1,000 plays (GOAL.minPlays; PKR 5,000 as a budget).
 */
export function listCapacity(byCity: readonly { cityId: string; matched: number }[]): ListCapacity {
  const matched = byCity.reduce((n, c) => n + c.matched, 0);
  const cities = byCity.map((c) => c.cityId);
  const price = (timeSlots: readonly string[]) =>
    costPerView({ cities, deviceType: 'all', valueTier: 'all', freqCapPerDay: LIST_PLAN.playsPerDay, timeSlots })
      .costPerView;
  const perMatched = LIST_PLAN.days * LIST_PLAN.playsPerDay;
  const maxPlays = matched * perMatched;
  const pricePerPlay = { low: price(OFF_PEAK), high: price(PRIME) };
  const minMatched = Math.ceil(GOAL.minPlays / perMatched);
  return {
    days: LIST_PLAN.days,
    playsPerDay: LIST_PLAN.playsPerDay,
    maxPlays,
    pricePerPlay,
    maxBasePkr: { low: round2(maxPlays * pricePerPlay.low), high: round2(maxPlays * pricePerPlay.high) },
    minPlays: GOAL.minPlays,
    minBudgetPkr: GOAL.minBudgetPkr,
    minMatched,
    enough: matched >= minMatched,
    suggestedPlays: Math.min(maxPlays, LIST_PLAN.suggestedPlaysMax),
  };
}
