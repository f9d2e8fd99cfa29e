import type { Connection, mongo as mongodb } from 'mongoose';
import { CAPACITY_CITY_IDS, CAPACITY_SLOT_IDS, type CapacityRow } from '@rbt/contracts';
import type { DefaultTotal } from '../domain/default-inventory';
import { Cell, cellKey } from '../domain/spread-booking';

export interface SlotDoc {
  _id: string;
  date: string;
  city: string;
  timeSlot: string;
  totalCapacity: number;
  bookedCapacity: number;
  availableCapacity: number;
  /** Which campaign holds how much of this slot: makes hold/unhold idempotent per campaign. */
  holds: { c: string; n: number }[];
  lastUpdated: Date;
}

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
/** A cell's stored fields but its holds: `booked` of `total` booked, the rest available. */
const slotFields = (
  { date, city, timeSlot }: Omit<Cell, 'n'>,
  total: number,
  booked: number,
  lastUpdated: Date,
): Omit<SlotDoc, 'holds'> => ({
  _id: cellKey({ date, city, timeSlot }),
  date,
  city,
  timeSlot,
  totalCapacity: total,
  bookedCapacity: booked,
  availableCapacity: total - booked,
  lastUpdated,
});
/** Default rows are not stored; their lastUpdated is the start of their date (nobody changed them since). */
const defaultRow = (date: string, city: string, timeSlot: string, total: number): CapacityRow =>
  toRow(slotFields({ date, city, timeSlot }, total, 0, new Date(`${date}T00:00:00Z`)), 'default');
const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;

export type SetTotalResult = { applied: true; row: CapacityRow } | { applied: false; bookedCapacity: number };

/**
 * Capacity per date, city and slot, one collection per date (at most 42 × 18 documents). A cell without a document
 * has the default inventory (`defaultTotal`): reads show it, the first booking or upload stores it. The local
 * mongo-java-server scans the whole collection for any filter beyond a bare _id (secondary indexes are not
 * used), so a small collection per date keeps the conditional booking update and the date query fast;
 * on MongoDB proper the same filters are served by the _id index. See docs/decisions/capacity.md.
 * `availableCapacity` is stored so a booking is one conditional update.
 */
export function capacityRepository(mongo: Connection, defaultTotal: DefaultTotal = () => 0) {
  const collFor = (date: string): mongodb.Collection<SlotDoc> => {
    if (!mongo.db) throw new Error('MongoDB is not connected');
    return mongo.db.collection<SlotDoc>(`capacity_${date.replace(/-/g, '')}`);
  };
  const Slot = {
    findById: (_id: string, projection: Record<string, 1>) =>
      collFor(_id.slice(0, 10)).findOne({ _id }, { projection }),
    create: async (d: SlotDoc) => {
      await collFor(d.date).insertOne(d);
    },
    updateOne: (filter: { _id: string } & Record<string, unknown>, update: Record<string, unknown>) =>
      collFor(filter._id.slice(0, 10)).updateOne(filter, update),
  };

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
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
      const now = new Date();
      const cur = await Slot.findById(_id, { bookedCapacity: 1 });
      if (!cur) {
        const fields = slotFields(place, total, 0, now);
        try {
          await Slot.create({ ...fields, holds: [] });
          return { applied: true, row: toRow(fields) };
        } catch (err) {
          if (isDuplicate(err)) continue;
          throw err;
        }
      }
      if (total < cur.bookedCapacity) return { applied: false, bookedCapacity: cur.bookedCapacity };
      const fields = slotFields(place, total, cur.bookedCapacity, now);
      const r = await Slot.updateOne(
        { _id, bookedCapacity: cur.bookedCapacity },
        { $set: { totalCapacity: total, availableCapacity: fields.availableCapacity, lastUpdated: now } },
      );
      if (r.matchedCount === 1) return { applied: true, row: toRow(fields) };
    }
    throw new Error(`capacity ${_id} kept changing; upload not applied`);
  }

  /** Books n of a slot for a campaign only where n is still available: one atomic conditional update. */
  async function hold(cell: Cell, campaignId: string): Promise<'held' | 'short'> {
    const _id = cellKey(cell);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const r = await Slot.updateOne(
        { _id, availableCapacity: { $gte: cell.n }, 'holds.c': { $ne: campaignId } },
        {
          $inc: { bookedCapacity: cell.n, availableCapacity: -cell.n },
          $push: { holds: { c: campaignId, n: cell.n } },
          $set: { lastUpdated: new Date() },
        },
      );
      if (r.modifiedCount === 1) return 'held';
      const doc = await Slot.findById(_id, { holds: 1 });
      if (doc?.holds.some((h) => h.c === campaignId)) return 'held';
      const total = defaultTotal(cell.city, cell.timeSlot);
      if (doc || total <= 0 || attempt > 0) return 'short';
      // No row stored yet: store the default inventory, then try once more.
      await Slot.create({ ...slotFields(cell, total, 0, new Date()), holds: [] }).catch((err: unknown) => {
        if (!isDuplicate(err)) throw err;
      });
    }
    return 'short';
  }

  /** Gives back a campaign's share of a slot; a no-op when it holds none, so it is safe to repeat. */
  async function unhold(cell: Cell, campaignId: string): Promise<void> {
    await Slot.updateOne(
      { _id: cellKey(cell), 'holds.c': campaignId },
      {
        $inc: { bookedCapacity: -cell.n, availableCapacity: cell.n },
        $pull: { holds: { c: campaignId } },
        $set: { lastUpdated: new Date() },
      },
    );
  }

  /** Available capacity per cell key (the default inventory for cells without a row). */
  async function availableFor(cells: Cell[]): Promise<Map<string, number>> {
    const dates = [...new Set(cells.map((c) => c.date))];
    const perDate = await Promise.all(
      dates.map((d) =>
        collFor(d)
          .find({}, { projection: { availableCapacity: 1 } })
          .toArray(),
      ),
    );
    const found = new Map(perDate.flat().map((d) => [d._id, d.availableCapacity]));
    return new Map(cells.map((c) => [cellKey(c), found.get(cellKey(c)) ?? defaultTotal(c.city, c.timeSlot)]));
  }

  return { find, setTotal, hold, unhold, availableFor, collFor };
}
export type CapacityRepository = ReturnType<typeof capacityRepository>;
