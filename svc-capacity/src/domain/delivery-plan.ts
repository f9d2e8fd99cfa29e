import type { Reservation } from '../data-access/reservation-repository';
import { cellKey } from './spread-booking';
import { todayInKarachi } from './summary';

export interface Play {
  campaignId: string;
  key: string;
  date: string;
  city: string;
  timeSlot: string;
  impressions: number;
  uniqueUsers: number;
  spendPkr: number;
}

const HOUR_MS = 3_600_000;
/** Spec §9 default weighted CPM 950 PKR per 1000 impressions. */
const PKR_PER_IMPRESSION = 0.95;
/** Simulated share of plays that reach a caller not yet reached in the same batch. */
const UNIQUE_SHARE = 0.8;

/** The slot (08-09 …) the given instant falls in, in Asia/Karachi time. */
export function currentSlot(now: Date): string {
  const hour =
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', hour: '2-digit', hour12: false }).format(now)) %
    24;
  return `${String(hour).padStart(2, '0')}-${String(hour + 1).padStart(2, '0')}`;
}

/**
 * Plays for this tick: each booked cell of the current date and hour delivers its remaining share evenly over the
 * ticks left in the hour, so by the end of the hour the cell has delivered exactly what was booked.
 */
export function planDelivery(reservations: Reservation[], now: Date, tickMs: number): Play[] {
  const date = todayInKarachi(now);
  const slot = currentSlot(now);
  const ticksLeft = Math.max(1, Math.ceil((HOUR_MS - (now.getTime() % HOUR_MS)) / tickMs));
  const plays: Play[] = [];
  for (const r of reservations) {
    for (const c of r.cells) {
      if (c.date !== date || c.timeSlot !== slot) continue;
      const key = cellKey(c);
      const remaining = c.n - (r.delivered?.[key] ?? 0);
      const impressions = Math.ceil(remaining / ticksLeft);
      if (impressions <= 0) continue;
      plays.push({
        campaignId: r._id,
        key,
        date,
        city: c.city,
        timeSlot: c.timeSlot,
        impressions,
        uniqueUsers: Math.round(impressions * UNIQUE_SHARE),
        spendPkr: Math.round(impressions * PKR_PER_IMPRESSION * 100) / 100,
      });
    }
  }
  return plays;
}
