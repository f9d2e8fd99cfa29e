import type { CapacityCsvRow, CapacityRow, CapacityUpload, CapacityUploadResult } from '@rbt/contracts';

/** A total set (with the row it made), or refused because it is below what is booked. */
export type SetTotalResult = { applied: true; row: CapacityRow } | { applied: false; bookedCapacity: number };

/** The capacity grid's one write an upload makes (capacity-grid.ts). */
export interface UploadPorts {
  setTotal(date: string, city: string, timeSlot: string, total: number): Promise<SetTotalResult>;
}

/**
 * Applies uploaded totals slot by slot. A total below what is already booked is not applied (bookings are
 * never cut by an upload); such slots are listed in notApplied with the booked figure and a reason.
 */
export async function uploadCapacity(grid: UploadPorts, uploads: CapacityUpload[]): Promise<CapacityUploadResult> {
  const result: CapacityUploadResult = { applied: [], notApplied: [] };
  for (const u of uploads) {
    const outcomes = await Promise.all(
      u.slots.map(async (s) => ({ s, r: await grid.setTotal(u.date, u.city, s.timeSlot, s.totalCapacity) })),
    );
    for (const { s, r } of outcomes) {
      if (r.applied) result.applied.push(r.row);
      else {
        result.notApplied.push({
          date: u.date,
          city: u.city,
          timeSlot: s.timeSlot,
          requestedTotal: s.totalCapacity,
          bookedCapacity: r.bookedCapacity,
          reason: `Total capacity ${s.totalCapacity} is below the ${r.bookedCapacity} already booked`,
        });
      }
    }
  }
  return result;
}

/** Groups CSV lines by date and city; a later line for the same slot replaces an earlier one. */
export function groupCsvRows(rows: CapacityCsvRow[]): CapacityUpload[] {
  const groups = new Map<string, CapacityUpload>();
  for (const { date, city, ...slot } of rows) {
    const key = `${date}|${city}`;
    const g = groups.get(key) ?? { date, city, slots: [] };
    g.slots = [...g.slots.filter((s) => s.timeSlot !== slot.timeSlot), slot];
    groups.set(key, g);
  }
  return [...groups.values()];
}
