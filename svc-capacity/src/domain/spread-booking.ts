import { z } from 'zod';
import { BookingSnapshot, CAPACITY_CITY_IDS, CAPACITY_SLOT_IDS } from '@rbt/contracts';

export type Booking = z.infer<typeof BookingSnapshot>;
/** One city-slot-date's share of a campaign's impressions. */
export interface Cell {
  date: string;
  city: string;
  timeSlot: string;
  n: number;
  /** Whose hold this is when not the campaign's own: a top-up's `<campaignId>+<topUpId>` (issue 28). */
  holder?: string;
}

const MANAGED_CITIES = new Set<string>(CAPACITY_CITY_IDS);
const MANAGED_SLOTS = new Set<string>(CAPACITY_SLOT_IDS);
const DAY_MS = 86_400_000;
/** A campaign longer than this is not spread further (guards against a typo such as year 2206). */
const MAX_DAYS = 366;

export const cellKey = (c: { date: string; city: string; timeSlot: string }) => `${c.date}|${c.city}|${c.timeSlot}`;
export const normaliseCity = (city: string) => city.trim().toLowerCase();

/** Every date from start to end, both included; [] when either is missing or end is before start. */
export function datesBetween(start: string | null, end: string | null): string[] {
  if (!start || !end) return [];
  const from = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return [];
  const days = Math.min(MAX_DAYS, Math.round((to - from) / DAY_MS) + 1);
  return Array.from({ length: days }, (_, i) => new Date(from + i * DAY_MS).toISOString().slice(0, 10));
}

/**
 * Spreading rule (docs/decisions/capacity.md): the expected impressions are split evenly over every
 * date × city × slot of the booking; every city and slot the wizard sells has inventory, so every cell is booked.
 * The remainder goes one each to the first cells in (date, city, slot) order. Cells with a share of 0 and ids the
 * wizard does not sell (an old draft, a typo) are left out.
 */
export function spreadBooking(b: Booking): Cell[] {
  const dates = datesBetween(b.startDate, b.endDate);
  const cities = [...new Set(b.cities.map(normaliseCity))];
  const slots = [...new Set(b.timeSlots.map((s) => s.trim()))];
  const count = dates.length * cities.length * slots.length;
  if (count === 0 || b.expectedImpressions === 0) return [];
  const base = Math.floor(b.expectedImpressions / count);
  const extra = b.expectedImpressions % count;
  const cells: Cell[] = [];
  let i = 0;
  for (const date of dates) {
    for (const city of cities) {
      for (const timeSlot of slots) {
        const n = base + (i < extra ? 1 : 0);
        i += 1;
        if (n > 0 && MANAGED_CITIES.has(city) && MANAGED_SLOTS.has(timeSlot)) cells.push({ date, city, timeSlot, n });
      }
    }
  }
  return cells;
}
