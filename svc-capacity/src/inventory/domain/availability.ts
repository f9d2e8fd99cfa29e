import { NEARLY_FULL_AT, type CapacityRow, type SlotAvailability, type SlotAvailabilityStatus } from '@rbt/contracts';

interface Acc {
  total: number;
  booked: number;
  available: number;
  peak: number;
  fullest: { date: string; city: string };
  soldOut: boolean;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Availability per slot over the chosen dates and cities. A booking is all-or-nothing, so a slot is judged by its
 * fullest cell: sold out when any cell has nothing left, nearly full when any cell is at least NEARLY_FULL_AT booked.
 */
export function slotAvailability(rows: CapacityRow[], timeSlots: readonly string[]): SlotAvailability[] {
  const acc = new Map<string, Acc>(
    timeSlots.map((s) => [
      s,
      { total: 0, booked: 0, available: 0, peak: -1, fullest: { date: '', city: '' }, soldOut: false },
    ]),
  );
  for (const r of rows) {
    const a = acc.get(r.timeSlot);
    if (!a) continue;
    a.total += r.totalCapacity;
    a.booked += r.bookedCapacity;
    a.available += r.availableCapacity;
    // A cell without inventory counts as fully booked: nothing more can be sold there.
    const used = r.totalCapacity > 0 ? r.bookedCapacity / r.totalCapacity : 1;
    if (used > a.peak) {
      a.peak = used;
      a.fullest = { date: r.date, city: r.city };
    }
    if (r.availableCapacity <= 0) a.soldOut = true;
  }
  return timeSlots.map((timeSlot) => {
    const a = acc.get(timeSlot)!;
    const peakUtilisation = round3(Math.min(1, Math.max(0, a.peak)));
    const status: SlotAvailabilityStatus = a.soldOut
      ? 'sold_out'
      : peakUtilisation >= NEARLY_FULL_AT
        ? 'nearly_full'
        : 'open';
    return {
      timeSlot,
      status,
      total: a.total,
      booked: a.booked,
      available: a.available,
      peakUtilisation,
      fullest: a.fullest,
    };
  });
}
