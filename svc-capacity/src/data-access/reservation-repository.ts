import { Connection, Schema } from 'mongoose';
import type { ShortSlot } from '@rbt/contracts';
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
  /** Last campaign status seen, and plays simulated per cell key (delivery simulator only). */
  campaignStatus?: string;
  delivered?: Record<string, number>;
}

const reservationSchema = new Schema<Reservation>(
  {
    _id: String,
    state: String,
    cells: [{ _id: false, date: String, city: String, timeSlot: String, n: Number }],
    impressions: Number,
    shortSlots: [{ _id: false, date: String, city: String, timeSlot: String, requested: Number, available: Number }],
    updatedAt: Date,
    campaignStatus: String,
    delivered: { type: Schema.Types.Mixed, default: undefined },
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
    save: async (r: Omit<Reservation, 'updatedAt'>) => {
      const { campaignStatus: _s, delivered: _d, ...rest } = r;
      await Model.updateOne({ _id: r._id }, { $set: { ...rest, updatedAt: new Date() } }, { upsert: true });
    },
    setCampaignStatus: async (campaignId: string, status: string) => {
      await Model.updateOne({ _id: campaignId }, { $set: { campaignStatus: status } });
    },
    /** Live campaigns holding inventory: what the delivery simulator plays. */
    liveReserved: () => Model.find({ state: 'reserved', campaignStatus: 'live' }).lean<Reservation[]>(),
    addDelivered: async (campaignId: string, key: string, n: number) => {
      await Model.updateOne({ _id: campaignId }, { $inc: { [`delivered.${key}`]: n } });
    },
  };
}
export type ReservationRepository = ReturnType<typeof reservationRepository>;
