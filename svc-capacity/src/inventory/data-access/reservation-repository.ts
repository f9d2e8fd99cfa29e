import { Connection, Schema } from 'mongoose';
import { outboxSource } from '@rbt/service-kit';
import type { AnyEnvelope, AnyEventOf, ServingSpec, ShortSlot } from '@rbt/contracts';
import type { Cell } from '../domain/spread-booking';

/** 'reserving' is written before any slot is touched, so a crash mid-way leaves a record that release can undo. */
export type ReservationState = 'reserving' | 'reserved' | 'insufficient' | 'released';
export interface Reservation {
  _id: string;
  state: ReservationState;
  cells: Cell[];
  impressions: number;
  shortSlots: ShortSlot[];
  updatedAt: Date;
  /** Last campaign status seen, and what the decision engine serves it by (from the same event). */
  campaignStatus?: string;
  serving?: ServingSpec | null;
  /** Top-ups whose added plays are booked (their cells are in `cells` with a holder). */
  extensions?: string[];
  /** capacity.v1 events written with the state they report, until the relay sent them. */
  outbox?: AnyEnvelope[];
}

const reservationSchema = new Schema<Reservation>(
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

/** One reservation document per campaign: the campaign's booking state, so a replay cannot double book. */
export function reservationRepository(mongo: Connection) {
  const Model = mongo.models.Reservation ?? mongo.model<Reservation>('Reservation', reservationSchema);
  return {
    get: (campaignId: string) =>
      Model.findById(campaignId)
        .lean<Reservation>()
        .then((r) => r ?? null),
    /** Writes the booking state and, in the same update, the capacity events that report it. */
    save: async (r: Omit<Reservation, 'updatedAt'>, events: AnyEventOf<'capacity'>[] = []) => {
      const { campaignStatus: _s, serving: _sv, outbox: _o, ...rest } = r;
      await Model.updateOne(
        { _id: r._id },
        {
          $set: { ...rest, updatedAt: new Date() },
          ...(events.length ? { $push: { outbox: { $each: events } } } : {}),
        },
        { upsert: true },
      );
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
    },
    /** The campaign's status and, when the event carried it, its serving spec (the index is rebuilt from these). */
    setCampaignStatus: async (campaignId: string, status: string, serving?: ServingSpec) => {
      await Model.updateOne({ _id: campaignId }, { $set: { campaignStatus: status, ...(serving ? { serving } : {}) } });
    },
    /** Every booked live campaign: what an instance's decision index starts from. */
    liveReserved: () => Model.find({ state: 'reserved', campaignStatus: 'live' }).lean<Reservation[]>(),
    outbox: outboxSource(Model),
  };
}
export type ReservationRepository = ReturnType<typeof reservationRepository>;
