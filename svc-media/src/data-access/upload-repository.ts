import { Schema, type Connection } from 'mongoose';

export type UploadStatus = 'issued' | 'receiving' | 'received' | 'processing' | 'registered' | 'rejected' | 'expired';
/** Slots not closed yet; once their URL expired long ago (or their processing died) the sweep closes them. */
export const OPEN_STATUSES: UploadStatus[] = ['issued', 'receiving', 'received', 'processing'];

/** A signed upload slot: issued by POST /api/objects/upload, filled by the PUT, closed by registration. */
export interface UploadDoc {
  _id: string;
  ownerId: string;
  expiresAt: Date;
  status: UploadStatus;
  bytes?: number;
  audioId?: string;
  reason?: string;
  createdAt: Date;
}

const schema = new Schema<UploadDoc>(
  {
    _id: String,
    ownerId: { type: String, required: true, index: true },
    expiresAt: Date,
    status: String,
    bytes: Number,
    audioId: String,
    reason: String,
    createdAt: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export function uploadRepository(conn: Connection) {
  const Model = conn.models.Upload ?? conn.model<UploadDoc>('Upload', schema, 'uploads');
  return {
    issue: async (doc: Pick<UploadDoc, '_id' | 'ownerId' | 'expiresAt'>) => {
      await Model.create({ ...doc, status: 'issued' });
    },
    byId: (id: string) => Model.findById(id).lean<UploadDoc>().exec(),
    update: async (id: string, set: Partial<UploadDoc>) => {
      await Model.updateOne({ _id: id }, { $set: set }).exec();
    },
    /** Moves the slot from one status to the next only if it is still in `from`; false when another request won. */
    transition: async (id: string, from: UploadStatus[], set: Partial<UploadDoc>) =>
      (await Model.updateOne({ _id: id, status: { $in: from } }, { $set: set }).exec()).modifiedCount === 1,
    /** Open slots whose URL expired before `cutoff` (nobody can still send to them). */
    staleOpen: (cutoff: Date, limit: number) =>
      Model.find({ status: { $in: OPEN_STATUSES }, expiresAt: { $lt: cutoff } })
        .limit(limit)
        .lean<UploadDoc[]>()
        .exec(),
  };
}
export type UploadRepository = ReturnType<typeof uploadRepository>;
