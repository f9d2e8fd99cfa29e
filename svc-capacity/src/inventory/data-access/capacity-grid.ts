import type { Connection } from 'mongoose';
import { CAPACITY_CITY_IDS, CAPACITY_SLOT_IDS, type CapacityRow } from '@rbt/contracts';
import type { DefaultTotal } from '../domain/default-inventory';
import { cellKey } from '../domain/spread-booking';
import type { SetTotalResult } from '../domain/upload-use-case';
import { isDuplicate, slotCollection, slotFields, type SlotDoc } from './inventory-repository';

const ROW_FIELDS = {
  date: 1,
  city: 1,
  timeSlot: 1,
  totalCapacity: 1,
  bookedCapacity: 1,
  availableCapacity: 1,
  lastUpdated: 1,
};
const CAS_ATTEMPTS = 20;

const toRow = (d: Omit<SlotDoc, 'holds'>, source: CapacityRow['source'] = 'stored'): CapacityRow => ({
  id: d._id,
  date: d.date,
  city: d.city,
  timeSlot: d.timeSlot,
  totalCapacity: d.totalCapacity,
  bookedCapacity: d.bookedCapacity,
  availableCapacity: d.availableCapacity,
  lastUpdated: d.lastUpdated.toISOString(),
  source,
});
/** Default rows are not stored; their lastUpdated is the start of their date (nobody changed them since). */
const defaultRow = (date: string, city: string, timeSlot: string, total: number): CapacityRow =>
  toRow(slotFields({ date, city, timeSlot }, total, 0, new Date(`${date}T00:00:00Z`)), 'default');

/**
 * The capacity grid as the admin and the feasibility check see it: each cell's total, booked and available plays
 * (the slots the inventory repository holds), read per date and set by the admin's upload.
 */
export function capacityGrid(mongo: Connection, defaultTotal: DefaultTotal = () => 0) {
  const collFor = slotCollection(mongo);

  /** Every cell of the date for the given cities (all when omitted): stored rows, else the default inventory. */
  async function find(date: string, city?: string | readonly string[]): Promise<CapacityRow[]> {
    const cities = city === undefined ? CAPACITY_CITY_IDS : typeof city === 'string' ? [city] : city;
    const docs = await collFor(date)
      .find(city === undefined ? {} : { city: { $in: [...cities] } }, { projection: ROW_FIELDS })
      .toArray();
    const stored = new Map(docs.map((d) => [d._id, toRow(d)]));
    const rows = cities.flatMap((c) =>
      CAPACITY_SLOT_IDS.map(
        (slot) =>
          stored.get(cellKey({ date, city: c, timeSlot: slot })) ?? defaultRow(date, c, slot, defaultTotal(c, slot)),
      ),
    );
    return rows.sort((a, b) => a.city.localeCompare(b.city) || a.timeSlot.localeCompare(b.timeSlot));
  }

  /** Sets the total unless it is below what is booked; compare-and-set on booked so a concurrent booking is never lost. */
  async function setTotal(date: string, city: string, timeSlot: string, total: number): Promise<SetTotalResult> {
    const place = { date, city, timeSlot };
    const _id = cellKey(place);
    const coll = collFor(date);
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
      const now = new Date();
      const cur = await coll.findOne({ _id }, { projection: { bookedCapacity: 1 } });
      if (!cur) {
        const fields = slotFields(place, total, 0, now);
        try {
          await coll.insertOne({ ...fields, holds: [] });
          return { applied: true, row: toRow(fields) };
        } catch (err) {
          if (isDuplicate(err)) continue;
          throw err;
        }
      }
      if (total < cur.bookedCapacity) return { applied: false, bookedCapacity: cur.bookedCapacity };
      const fields = slotFields(place, total, cur.bookedCapacity, now);
      const r = await coll.updateOne(
        { _id, bookedCapacity: cur.bookedCapacity },
        { $set: { totalCapacity: total, availableCapacity: fields.availableCapacity, lastUpdated: now } },
      );
      if (r.matchedCount === 1) return { applied: true, row: toRow(fields) };
    }
    throw new Error(`capacity ${_id} kept changing; upload not applied`);
  }

  return { find, setTotal, collFor };
}
export type CapacityGrid = ReturnType<typeof capacityGrid>;
