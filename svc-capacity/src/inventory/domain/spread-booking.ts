import { z } from 'zod';
import { BookingSnapshot, CAPACITY_CITY_IDS, CAPACITY_SLOT_IDS, datesBetween, weekdayOf } from '@rbt/contracts';

export type Booking = z.infer<typeof BookingSnapshot>;
/** One city-slot-date's share of a campaign's impressions. */
export interface Cell {
  date: string;
  city: string;
  timeSlot: string;
  n: number;
  /** Whose hold this is when not the campaign's own: a top-up's `<campaignId>+<topUpId>`. */
  holder?: string;
}

const MANAGED_CITIES = new Set<string>(CAPACITY_CITY_IDS);
const MANAGED_SLOTS = new Set<string>(CAPACITY_SLOT_IDS);

export const cellKey = (c: { date: string; city: string; timeSlot: string }) => `${c.date}|${c.city}|${c.timeSlot}`;
export const normaliseCity = (city: string) => city.trim().toLowerCase();

/** When a cell's Karachi hour starts (slots are `HH-HH`; Karachi is UTC+5 all year). */
export function cellStartMs(c: Pick<Cell, 'date' | 'timeSlot'>): number {
  return Date.parse(`${c.date}T${c.timeSlot.slice(0, 2)}:00:00+05:00`);
}

const HOUR_MS = 3_600_000;

/**
 * The share of a cell's hour still to come at `fromMs`: 1 before it begins, 0 once it has ended, the minutes left in
 * between (bought at 21:35, the 21-22 hour can still sell 25 minutes' worth). A slot id that is no hour counts whole,
 * for the caller to judge.
 */
export function shareToCome(c: Pick<Cell, 'date' | 'timeSlot'>, fromMs: number): number {
  const start = cellStartMs(c);
  if (!Number.isFinite(start) || !(start < fromMs)) return 1;
  return Math.max(0, Math.min(1, (start + HOUR_MS - fromMs) / HOUR_MS));
}

/**
 * A campaign's booking per cell: a top-up holds its share of a cell beside the campaign's own (each under its own
 * holder, so a release gives back each), but the campaign is served, paced and reported by one figure per cell,
 * the sum of its holders. Every reader of a reservation's cells but hold and release goes through this.
 */
export function bookedPerCell(cells: readonly Cell[]): Cell[] {
  const byKey = new Map<string, Cell>();
  for (const c of cells) {
    const key = cellKey({ ...c, city: normaliseCity(c.city) });
    const seen = byKey.get(key);
    if (seen) seen.n += c.n;
    else byKey.set(key, { date: c.date, city: normaliseCity(c.city), timeSlot: c.timeSlot, n: c.n });
  }
  return [...byKey.values()];
}

/**
 * The dates the campaign plays on: only its chosen days of the week (none chosen means every day), as
 * the decision engine serves them and the quote prices them; booking the other days would hold inventory unused.
 */
export function playDates(dates: string[], daysOfWeek: readonly string[]): string[] {
  if (daysOfWeek.length === 0) return dates;
  return dates.filter((d) => daysOfWeek.includes(weekdayOf(d)));
}

/**
 * Spreading rule (docs/decisions/capacity.md): the expected impressions are split over every play date (chosen days
 * of the week only) × city × slot of the booking, in proportion to the share of each cell's hour still to come at
 * `fromMs` (when the booking is made: time already gone can no longer be played, so it is never sold; a whole hour
 * to come weighs 1); every city and slot the wizard sells has inventory, so every such cell is booked. The remainder
 * goes one each to the first cells in (date, city, slot) order. Cells with a share of 0 and ids the wizard does not
 * sell (an old draft, a typo) are left out.
 */
export function spreadBooking(b: Booking, fromMs = -Infinity): Cell[] {
  const dates = playDates(datesBetween(b.startDate, b.endDate), b.serving?.daysOfWeek ?? []);
  const cities = [...new Set(b.cities.map(normaliseCity))];
  const slots = [...new Set(b.timeSlots.map((s) => s.trim()))];
  const places = dates
    .flatMap((date) => cities.flatMap((city) => slots.map((timeSlot) => ({ date, city, timeSlot }))))
    .map((c) => ({ ...c, w: shareToCome(c, fromMs) }))
    .filter((c) => c.w > 0);
  return spreadPlays(places, b.expectedImpressions)
    .map(({ w: _w, ...c }) => c)
    .filter((c) => c.n > 0 && MANAGED_CITIES.has(c.city) && MANAGED_SLOTS.has(c.timeSlot));
}

/**
 * The spreading rule's arithmetic, one place for booking and the feasibility check (which must judge the very split
 * the booking will make): `plays` over weighted places in proportion to their weights, rounded down, the remainder
 * one each to the first places. Places keep their order.
 */
export function spreadPlays<P extends { w: number }>(places: readonly P[], plays: number): (P & { n: number })[] {
  const weight = places.reduce((sum, c) => sum + c.w, 0);
  if (places.length === 0 || plays === 0 || weight <= 0) return [];
  const shares = places.map((c) => Math.floor((plays * c.w) / weight));
  let extra = plays - shares.reduce((sum, n) => sum + n, 0);
  return places.map((c, i) => ({ ...c, n: shares[i]! + (extra-- > 0 ? 1 : 0) }));
}
