import {
  addCalendarDays,
  confidenceOfLoad,
  SELLABLE_SHARE_OF_FORECAST,
  datesBetween,
  karachiToday,
  type CapacityRow,
  type Feasibility,
  type FeasibilityRequest,
} from '@rbt/contracts';
import { targetedShare, type AudienceFilter } from '@rbt/pricing';
import { cellKey, normaliseCity, playDates, shareToCome, spreadPlays } from './spread-booking';
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
/** The request as parsed (its value tier read as one of the tiers, legacy names mapped). */
type Request = Omit<FeasibilityRequest, 'valueTier'> & Partial<AudienceFilter>;

/**
 * How many plays can still be sold for a request (docs/decisions/capacity.md, "Feasibility before payment"): only the
 * part of each cell's hour still to come at `nowMs` (as booking spreads them); each sells that share of
 * min(forecast, admin capacity) − booked. The forecast of an hour
 * is the allocation plan's prior: the calls counted in the same city and hour yesterday, or, with no history, the
 * default inventory (reference audience × call rate). A targeted request (gender, device, value tier) is heard only by
 * its audience: each cell's forecast calls and booked plays count at the reference audience's targeted share of the
 * city (targetedShare; others' bookings are taken as spread over every audience alike), while the admin's capacity
 * caps the plays of every audience alike. Pure but for the ports it reads.
 */
export async function feasibilityOf(p: FeasibilityPorts, req: Request, nowMs: number): Promise<Feasibility> {
  const cities = [...new Set(req.cities.map(normaliseCity))];
  const audience = {
    gender: req.gender ?? 'all',
    deviceType: req.deviceType ?? 'all',
    valueTier: req.valueTier ?? 'all',
  };
  const heardBy = new Map(cities.map((city) => [city, targetedShare(city, audience)]));
  const slots = [...new Set(req.timeSlots)];
  const dates = playDates(datesBetween(req.startDate, req.endDate), req.daysOfWeek ?? []);
  const all: Place[] = dates.flatMap((date) =>
    cities.flatMap((city) => slots.map((timeSlot) => ({ date, city, timeSlot }))),
  );
  const places = all.map((c) => ({ ...c, share: shareToCome(c, nowMs) })).filter((c) => c.share > 0);
  const yesterday = addCalendarDays(karachiToday(new Date(nowMs)), -1);
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
  let forecast = 0;
  let booked = 0;
  const cells = places.map((c) => {
    const row = rowOf.get(cellKey(c));
    const total = row?.totalCapacity ?? p.defaultTotal(c.city, c.timeSlot);
    const taken = row?.bookedCapacity ?? 0;
    const heard = heardBy.get(c.city) ?? 0;
    const calls = (prior.get(`${c.city}|${c.timeSlot}`) || p.defaultTotal(c.city, c.timeSlot)) * c.share;
    forecast += Math.floor(calls * heard);
    booked += Math.round(taken * heard);
    const sellableCalls = calls * SELLABLE_SHARE_OF_FORECAST;
    // The audience's calls bound its plays; the admin's capacity bounds every campaign's plays in the hour alike.
    const room = Math.min((sellableCalls - taken) * heard, total * c.share - taken);
    return { w: c.share, room: Math.max(0, Math.floor(room)) };
  });
  const sellable = largestSpreadThatFits(cells);
  const requestedPlays = req.plays;
  return {
    requestedPlays,
    sellablePlays: sellable,
    forecastPlays: forecast,
    bookedPlays: booked,
    pastCells: all.length - places.length,
    feasible: fits(cells, requestedPlays),
    deliveryConfidence: forecast > 0 ? confidenceOfLoad((booked + requestedPlays) / forecast) : 'low',
  };
}

/** Whether `plays`, split as the booking splits them, fit every cell's room (no plays always fit; no cells fit none). */
const fits = (cells: readonly { w: number; room: number }[], plays: number) =>
  plays === 0 || (cells.length > 0 && spreadPlays(cells, plays).every((c) => c.n <= c.room));

/**
 * The most plays whose booking split fits every cell (the booking spreads by each hour's share to come, not by room,
 * so one full hour limits the whole request: selling the sum of the rooms would overbook the fullest cells). Found by
 * bisection between 0 and the sum of the rooms; the answer always fits (the remainder's single plays can make a
 * figure a play or two below it fit too, which the bisection may pass over: it errs towards selling less).
 */
function largestSpreadThatFits(cells: readonly { w: number; room: number }[]): number {
  let lo = 0;
  let hi = cells.reduce((s, c) => s + c.room, 0);
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(cells, mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
