import { Schema, type Connection, type mongo as mongodb } from 'mongoose';
import { outboxRelay, outboxSource, type EventBus, type Logger } from '@rbt/service-kit';
import type { AnyEnvelope, AnyEventOf, ServingSpec } from '@rbt/contracts';
import type { DefaultTotal } from '../domain/default-inventory';
import type { Reservation } from '../domain/booking-use-case';
import { Cell, cellKey } from '../domain/spread-booking';

/** A slot (date, city, time slot) as stored: its totals, and which campaign holds how much of it. */
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

/** A cell's stored fields but its holds: `booked` of `total` booked, the rest available. */
export const slotFields = (
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
export const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;

/**
 * Capacity per date, city and slot, one collection per date (at most 42 × 18 documents). A cell without a document
 * has the default inventory (`defaultTotal`): reads show it, the first booking or upload stores it. The local
 * mongo-java-server scans the whole collection for any filter beyond a bare _id (secondary indexes are not
 * used), so a small collection per date keeps the conditional booking update and the date query fast;
 * on MongoDB proper the same filters are served by the _id index. See docs/decisions/capacity.md.
 * `availableCapacity` is stored so a booking is one conditional update.
 */
export const slotCollection =
  (mongo: Connection) =>
  (date: string): mongodb.Collection<SlotDoc> => {
    if (!mongo.db) throw new Error('MongoDB is not connected');
    return mongo.db.collection<SlotDoc>(`capacity_${date.replace(/-/g, '')}`);
  };

/** A reservation as stored: with the capacity.v1 events written with the state they report, until the relay sent them. */
type ReservationDoc = Reservation & { outbox?: AnyEnvelope[] };

const reservationSchema = new Schema<ReservationDoc>(
  {
    _id: String,
    state: String,
    cells: [{ _id: false, date: String, city: String, timeSlot: String, n: Number, holder: String }],
    extensions: [String],
    impressions: Number,
    shortSlots: [{ _id: false, date: String, city: String, timeSlot: String, requested: Number, available: Number }],
    updatedAt: Date,
    campaignStatus: String,
    serving: { type: Schema.Types.Mixed, default: undefined },
    outbox: { type: [Schema.Types.Mixed], default: undefined },
  },
  { versionKey: false, collection: 'reservations' },
);

/** Where the reservations' capacity.v1 events go: the bus, and the relay's timer for a round no write woke. */
export interface CapacityRelayTo {
  bus: EventBus;
  logger: Logger;
  intervalMs: number;
}

/**
 * The inventory: the slots' holds and the campaigns' reservations. A write that queues capacity.v1 events wakes
 * the relay itself, so they leave without waiting for its timer.
 */
export function inventoryRepository(mongo: Connection, defaultTotal: DefaultTotal, to: CapacityRelayTo) {
  const collFor = slotCollection(mongo);
  const Slot = {
    findById: (_id: string, projection: Record<string, 1>) =>
      collFor(_id.slice(0, 10)).findOne({ _id }, { projection }),
    create: async (d: SlotDoc) => {
      await collFor(d.date).insertOne(d);
    },
    updateOne: (filter: { _id: string } & Record<string, unknown>, update: Record<string, unknown>) =>
      collFor(filter._id.slice(0, 10)).updateOne(filter, update),
  };
  const Model = mongo.models.Reservation ?? mongo.model<ReservationDoc>('Reservation', reservationSchema);
  /** The relay of capacity.v1 over the reservations' outbox (started and stopped with the service). */
  const relay = outboxRelay('capacity', [outboxSource(Model)], to.bus, to.logger, to.intervalMs);
  const queued = (events: readonly unknown[]) => {
    if (events.length) relay.trigger();
  };
  /** Who in this process hears that a campaign's status or serving spec changed (the serving context's index). */
  const listeners: ((campaignId: string) => Promise<void>)[] = [];

  const slots = {
    /** Books n of a slot for a campaign only where n is still available: one atomic conditional update. */
    hold: async (cell: Cell, campaignId: string): Promise<'held' | 'short'> => {
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
    },
    /** Gives back a campaign's share of a slot; a no-op when it holds none, so it is safe to repeat. */
    unhold: async (cell: Cell, campaignId: string): Promise<void> => {
      await Slot.updateOne(
        { _id: cellKey(cell), 'holds.c': campaignId },
        {
          $inc: { bookedCapacity: -cell.n, availableCapacity: cell.n },
          $pull: { holds: { c: campaignId } },
          $set: { lastUpdated: new Date() },
        },
      );
    },
    /** Available capacity per cell key (the default inventory for cells without a row). */
    availableFor: async (cells: Cell[]): Promise<Map<string, number>> => {
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
    },
  };

  const reservations = {
    get: (campaignId: string) =>
      Model.findById(campaignId)
        .lean<ReservationDoc>()
        .then((r) => r ?? null),
    /** Writes the booking state and, in the same update, the capacity events that report it. */
    save: async (r: Omit<Reservation, 'updatedAt'>, events: AnyEventOf<'capacity'>[] = []) => {
      // A reservation read back carries its queued events: a save never rewrites them.
      const { campaignStatus: _s, serving: _sv, outbox: _o, ...fields } = r as Omit<ReservationDoc, 'updatedAt'>;
      await Model.updateOne(
        { _id: r._id },
        {
          $set: { ...fields, updatedAt: new Date() },
          ...(events.length ? { $push: { outbox: { $each: events } } } : {}),
        },
        { upsert: true },
      );
      queued(events);
    },
    /** Adds a top-up's held cells to a reserved booking, once per top-up. */
    addExtension: async (campaignId: string, topUpId: string, cells: Cell[], impressions: number) => {
      await Model.updateOne(
        { _id: campaignId, state: 'reserved', extensions: { $ne: topUpId } },
        {
          $push: { cells: { $each: cells }, extensions: topUpId },
          $inc: { impressions },
          $set: { updatedAt: new Date() },
        },
      );
    },
    /** Queues events about a state already written (a repeated reservation announces it again). */
    announce: async (campaignId: string, events: AnyEventOf<'capacity'>[]) => {
      if (events.length) await Model.updateOne({ _id: campaignId }, { $push: { outbox: { $each: events } } });
      queued(events);
    },
    /**
     * The campaign's status and, when the event carried it, its serving spec (the index is rebuilt from these). Every
     * booking change ends here, so this write announces it: the writer goes on once every listener has heard it.
     */
    setCampaignStatus: async (campaignId: string, status: string, serving?: ServingSpec) => {
      await Model.updateOne({ _id: campaignId }, { $set: { campaignStatus: status, ...(serving ? { serving } : {}) } });
      await Promise.all(listeners.map((heard) => heard(campaignId)));
    },
    /** Listens to the campaigns whose status, serving spec or booking changed (in this process: no relay's round). */
    onChange: (listener: (campaignId: string) => Promise<void>) => {
      listeners.push(listener);
    },
    /** Every booked live campaign: what an instance's decision index starts from. */
    liveReserved: () => Model.find({ state: 'reserved', campaignStatus: 'live' }).lean<ReservationDoc[]>(),
  };

  return { slots, reservations, relay };
}
export type InventoryRepository = ReturnType<typeof inventoryRepository>;
export type ReservationRepository = InventoryRepository['reservations'];
