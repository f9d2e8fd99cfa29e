import {
  confidenceOfLoad,
  datesBetween,
  karachiToday,
  type CapacityRow,
  type Feasibility,
  type FeasibilityRequest,
} from '@rbt/contracts';
import { cellKey, normaliseCity, playDates, shareToCome } from './spread-booking';
import type { DefaultTotal } from './default-inventory';

/** What the feasibility of a request reads: the admin's rows and the calls seen in a city-hour. */
export interface FeasibilityPorts {
  /** Every cell of the date for these cities: total and booked plays (the default inventory where none was uploaded). */
  rows(date: string, cities: readonly string[]): Promise<CapacityRow[]>;
  /** Calls the decide path counted in `date|city|slot`, by caller node (the allocation plan's supply). */
  traffic(date: string, city: string, slot: string): Promise<Map<string, number>>;
  /** The forecast without history: reference audience × the documented call rate × the slot's multiplier. */
  defaultTotal: DefaultTotal;
}

type Place = { date: string; city: string; timeSlot: string };

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * How many plays can still be sold for a request (docs/decisions/capacity.md, "Feasibility before payment"): only the
 * part of each cell's hour still to come at `nowMs` (as booking spreads them); each sells that share of
 * min(forecast, admin capacity) − booked. The forecast of an hour
 * is the allocation plan's prior: the calls counted in the same city and hour yesterday, or, with no history, the
 * default inventory (reference audience × call rate). Pure but for the ports it reads.
 */
export async function feasibilityOf(p: FeasibilityPorts, req: FeasibilityRequest, nowMs: number): Promise<Feasibility> {
  const cities = [...new Set(req.cities.map(normaliseCity))];
  const slots = [...new Set(req.timeSlots)];
  const dates = playDates(datesBetween(req.startDate, req.endDate), req.daysOfWeek ?? []);
  const all: Place[] = dates.flatMap((date) =>
    cities.flatMap((city) => slots.map((timeSlot) => ({ date, city, timeSlot }))),
  );
  const places = all.map((c) => ({ ...c, share: shareToCome(c, nowMs) })).filter((c) => c.share > 0);
  const yesterday = dayBefore(karachiToday(new Date(nowMs)));
  const pairs = [...new Set(places.map((c) => `${c.city}|${c.timeSlot}`))];
  const [rows, seen] = await Promise.all([
    Promise.all([...new Set(places.map((c) => c.date))].map((d) => p.rows(d, cities))),
    Promise.all(
      pairs.map(async (k) => {
        const [city, slot] = k.split('|') as [string, string];
        const nodes = await p.traffic(yesterday, city, slot);
        return [k, [...nodes.values()].reduce((s, n) => s + n, 0)] as const;
      }),
    ),
  ]);
  const rowOf = new Map(rows.flat().map((r) => [cellKey(r), r]));
  const prior = new Map(seen);
  let sellable = 0;
  let forecast = 0;
  let booked = 0;
  for (const c of places) {
    const row = rowOf.get(cellKey(c));
    const total = row?.totalCapacity ?? p.defaultTotal(c.city, c.timeSlot);
    const taken = row?.bookedCapacity ?? 0;
    const calls = (prior.get(`${c.city}|${c.timeSlot}`) || p.defaultTotal(c.city, c.timeSlot)) * c.share;
    sellable += Math.max(0, Math.floor(Math.min(calls, total * c.share) - taken));
    forecast += Math.floor(calls);
    booked += taken;
  }
  const requestedPlays = req.plays;
  return {
    requestedPlays,
    sellablePlays: sellable,
    forecastPlays: forecast,
    bookedPlays: booked,
    pastCells: all.length - places.length,
    feasible: requestedPlays <= sellable,
    deliveryConfidence: forecast > 0 ? confidenceOfLoad((booked + requestedPlays) / forecast) : 'low',
  };
}
