import { Connection, mongo as driver, Schema } from 'mongoose';
import type { DncList } from '@rbt/contracts';
import type { OptOutEntry } from './suppression-store';

/** A caller who pressed 9, for good: the hash is the id, so a repeat or a replayed outbox entry writes nothing. */
interface OptOutDoc {
  _id: string;
  date: string;
  adServingId: string;
  at: Date;
}
type ListState = 'loading' | 'active' | 'replaced';
interface DncListDoc {
  _id: string;
  state: ListState;
  hashes: number;
  date: string;
  uploadedAt: Date;
  uploadedBy: string;
}
/** A register is kept as chunks of raw 32-byte hashes: a million hashes are 100 documents of 320 KB. */
interface DncChunkDoc {
  _id: string;
  listId: string;
  n: number;
  hashes: Buffer;
}

const optOutSchema = new Schema<OptOutDoc>(
  { _id: String, date: { type: String, index: true }, adServingId: String, at: { type: Date, index: true } },
  { versionKey: false, collection: 'opt_outs' },
);
const listSchema = new Schema<DncListDoc>(
  {
    _id: String,
    state: { type: String, index: true },
    hashes: Number,
    date: String,
    uploadedAt: Date,
    uploadedBy: String,
  },
  { versionKey: false, collection: 'dnc_lists' },
);
const chunkSchema = new Schema<DncChunkDoc>(
  { _id: String, listId: { type: String, index: true }, n: Number, hashes: Buffer },
  { versionKey: false, collection: 'dnc_chunks' },
);

const listOf = (d: DncListDoc): DncList => ({
  listId: d._id,
  hashes: d.hashes,
  uploadedAt: d.uploadedAt.toISOString(),
  uploadedBy: d.uploadedBy,
});
/** A lean read gives the driver's Binary, a Buffer only in some versions. */
const bytesOf = (b: Buffer | InstanceType<typeof driver.Binary>): Buffer =>
  Buffer.isBuffer(b) ? b : Buffer.from(b.buffer.subarray(0, b.position));
const toHex = (buf: Buffer) => {
  const out: string[] = [];
  for (let i = 0; i + 32 <= buf.length; i += 32) out.push(buf.toString('hex', i, i + 32));
  return out;
};

/** The lasting record of suppressions: opt-outs and Do-Not-Call registers (Redis is rebuilt from it). */
export function suppressionRepository(mongo: Connection) {
  const OptOut = mongo.models.OptOut ?? mongo.model<OptOutDoc>('OptOut', optOutSchema);
  const List = mongo.models.DncList ?? mongo.model<DncListDoc>('DncList', listSchema);
  const Chunk = mongo.models.DncChunk ?? mongo.model<DncChunkDoc>('DncChunk', chunkSchema);
  return {
    addOptOuts: async (entries: readonly OptOutEntry[], at: Date) => {
      if (entries.length === 0) return;
      await OptOut.bulkWrite(
        entries.map((e) => ({
          updateOne: {
            filter: { _id: e.hash },
            update: { $setOnInsert: { date: e.date, adServingId: e.adServingId, at } },
            upsert: true,
          },
        })),
        { ordered: false },
      );
    },
    /** Every opt-out, a batch at a time (the rebuild of Redis). */
    eachOptOutBatch: async (size: number, each: (b: { hash: string; date: string }[]) => Promise<void>) => {
      let batch: { hash: string; date: string }[] = [];
      for await (const d of OptOut.find({}, { date: 1 }).lean<OptOutDoc[]>().cursor()) {
        batch.push({ hash: d._id, date: d.date });
        if (batch.length >= size) {
          await each(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await each(batch);
    },
    optOutsSince: (at: Date) =>
      OptOut.find({ at: { $gte: at } }, { date: 1 })
        .lean<OptOutDoc[]>()
        .then((r) => r.map((d) => ({ hash: d._id, date: d.date }))),
    optOutCount: () => OptOut.countDocuments({}),
    optOutsPerDay: async (from: string, to: string) => {
      const rows = await OptOut.aggregate<{ _id: string; n: number }>([
        { $match: { date: { $gte: from, $lte: to } } },
        { $group: { _id: '$date', n: { $sum: 1 } } },
      ]);
      return new Map(rows.map((r) => [r._id, r.n]));
    },
    startList: (listId: string, by: string, date: string, at: Date) =>
      List.create({ _id: listId, state: 'loading', hashes: 0, date, uploadedAt: at, uploadedBy: by }).then(
        () => undefined,
      ),
    addChunk: (listId: string, n: number, hashes: readonly string[]) =>
      Chunk.create({ _id: `${listId}:${n}`, listId, n, hashes: Buffer.from(hashes.join(''), 'hex') }).then(
        () => undefined,
      ),
    /** The new register is in force and the one before it replaced (its chunks deleted). */
    activate: async (listId: string, hashes: number) => {
      const before = await List.find({ state: 'active' }, { _id: 1 }).lean<DncListDoc[]>();
      await List.updateOne({ _id: listId }, { $set: { state: 'active', hashes } });
      const old = before.map((d) => d._id).filter((id) => id !== listId);
      if (old.length > 0) {
        await List.updateMany({ _id: { $in: old } }, { $set: { state: 'replaced' } });
        await Chunk.deleteMany({ listId: { $in: old } });
      }
    },
    /** A refused upload leaves nothing behind. */
    drop: async (listId: string) => {
      await Chunk.deleteMany({ listId });
      await List.deleteOne({ _id: listId });
    },
    active: () =>
      List.findOne({ state: 'active' })
        .lean<DncListDoc>()
        .then((d) => (d ? listOf(d) : null)),
    /** The hashes of a register, a chunk at a time. */
    eachChunk: async (listId: string, each: (hashes: string[]) => Promise<void>) => {
      for await (const c of Chunk.find({ listId }).sort({ n: 1 }).lean<DncChunkDoc[]>().cursor()) {
        await each(toHex(bytesOf(c.hashes)));
      }
    },
    uploadsBetween: async (from: string, to: string) => {
      const rows = await List.find({ date: { $gte: from, $lte: to }, state: { $ne: 'loading' } })
        .sort({ uploadedAt: 1 })
        .lean<DncListDoc[]>();
      return rows.map((d) => ({ date: d.date, list: listOf(d) }));
    },
  };
}
export type SuppressionRepository = ReturnType<typeof suppressionRepository>;
