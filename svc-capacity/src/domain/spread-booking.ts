import { z } from 'zod';
import { BookingSnapshot, CAPACITY_CITY_IDS, CAPACITY_SLOT_IDS, datesBetween } from '@rbt/contracts';

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

export const cellKey = (c: { date: string; city: string; timeSlot: string }) => `${c.date}|${c.city}|${c.timeSlot}`;
export const normaliseCity = (city: string) => city.trim().toLowerCase();

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The dates the campaign plays on (issue 28): only its chosen days of the week (none chosen means every day), as
 * the decision engine serves them and the quote prices them; booking the other days would hold inventory unused.
 */
export function playDates(dates: string[], daysOfWeek: readonly string[]): string[] {
  if (daysOfWeek.length === 0) return dates;
  return dates.filter((d) => daysOfWeek.includes(WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()]));
}

/**
 * Spreading rule (docs/decisions/capacity.md): the expected impressions are split evenly over every
 * play date (chosen days of the week only) × city × slot of the booking; every city and slot the wizard sells has inventory, so every cell is booked.
 * The remainder goes one each to the first cells in (date, city, slot) order. Cells with a share of 0 and ids the
 * wizard does not sell (an old draft, a typo) are left out.
 */
export function spreadBooking(b: Booking): Cell[] {
  const dates = playDates(datesBetween(b.startDate, b.endDate), b.serving?.daysOfWeek ?? []);
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
