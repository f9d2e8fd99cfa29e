import { Schema, type Connection } from 'mongoose';
import { OPEN_REFUND_STATES, type AnyEventOf, type Refund, type RefundState } from '@rbt/contracts';
import { outboxSource, type CollectionIndex } from '@rbt/service-kit';

/** A refund as stored: the owner's view plus what only the server keeps. */
export interface StoredRefund extends Refund {
  ownerId: string;
  /** The amount in paisa, as the provider is asked for it. */
  amountPaisa: number;
  /**
   * What the refund returns, once: `cn:<credit note>` or `cancel:<payment reference>` (unique), so a replayed
   * completion or two cancellations at once open one refund.
   */
  sourceKey: string;
  /** While one instance is asking the provider, nobody else may (no refund asked twice at once). */
  leaseUntil: Date | null;
}
type Doc = Omit<StoredRefund, 'id'> & { _id: string; outbox: AnyEventOf<'campaigns'>[] };

export const refundIndexes: CollectionIndex[] = [
  { collection: 'refunds', key: { sourceKey: 1 }, options: { unique: true } },
  { collection: 'refunds', key: { ownerId: 1, createdAt: -1 } },
  { collection: 'refunds', key: { state: 1, nextTryAt: 1 } },
];

const OPEN = [...OPEN_REFUND_STATES];

/**
 * Refunds, one document each, with their own outbox (payment.refunded leaves with the write that records it). Every
 * move is conditional on the state (and the lease) the caller read, so a lost race changes nothing.
 */
export function refundRepository(conn: Connection) {
  const M =
    conn.models.Refund ?? conn.model('Refund', new Schema({ _id: String }, { strict: false, collection: 'refunds' }));
  const col = conn.db!.collection<Doc>('refunds');
  const toRefund = ({ _id, outbox: _o, ...rest }: Doc): StoredRefund => ({ id: _id, ...rest });
  return {
    /** Inserts it, or returns the refund already opened for the same source (a retried or concurrent request). */
    async open(r: StoredRefund): Promise<StoredRefund> {
      const { id, ...rest } = r;
      try {
        await col.insertOne({ _id: id, ...rest, outbox: [] });
        return r;
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
        const doc = await col.findOne({ sourceKey: r.sourceKey });
        if (!doc) throw err;
        return toRefund(doc);
      }
    },
    async get(id: string): Promise<StoredRefund | null> {
      const doc = await col.findOne({ _id: id });
      return doc ? toRefund(doc) : null;
    },
    async list(filter: { ownerId?: string; campaignId?: string; state?: RefundState }): Promise<StoredRefund[]> {
      const docs = await col.find(filter).sort({ createdAt: -1 }).limit(200).toArray();
      return docs.map(toRefund);
    },
    /** Takes the refund for one try: only if it is still open, due and nobody else holds it. */
    async claim(id: string, now: Date, leaseMs: number): Promise<StoredRefund | null> {
      const doc = await col.findOneAndUpdate(
        {
          _id: id,
          state: { $in: OPEN },
          $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
        },
        { $set: { leaseUntil: new Date(now.getTime() + leaseMs) }, $inc: { tries: 1 } },
        { returnDocument: 'after' },
      );
      return doc ? toRefund(doc) : null;
    },
    /** Ends the try: the new fields (and its events, in the same write), the lease given back. */
    async settle(
      id: string,
      set: Partial<Omit<StoredRefund, 'id' | 'sourceKey'>>,
      events: AnyEventOf<'campaigns'>[] = [],
    ): Promise<StoredRefund | null> {
      const doc = await col.findOneAndUpdate(
        { _id: id, state: { $in: OPEN } },
        { $set: { ...set, leaseUntil: null }, ...(events.length ? { $push: { outbox: { $each: events } } } : {}) },
        { returnDocument: 'after' },
      );
      return doc ? toRefund(doc) : null;
    },
    /** Open refunds whose next try is due, oldest first. */
    async due(now: Date, limit: number): Promise<StoredRefund[]> {
      const docs = await col
        .find({ state: { $in: OPEN }, nextTryAt: { $lte: now.toISOString() } })
        .sort({ nextTryAt: 1 })
        .limit(limit)
        .toArray();
      return docs.map(toRefund);
    },
    outbox: outboxSource(M, 'outbox', { updatedAt: 1 }),
  };
}
export type RefundRepository = ReturnType<typeof refundRepository>;
