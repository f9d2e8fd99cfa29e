import type { Connection } from 'mongoose';
import { OPEN_PAYMENT_STATES, type PaymentAttempt, type PaymentState, type TopUpQuote } from '@rbt/contracts';
import type { CollectionIndex } from '@rbt/service-kit';

/** An attempt as stored: the owner's view plus what only the server keeps. */
export interface StoredAttempt extends PaymentAttempt {
  ownerId: string;
  /** The payer's e-mail when the attempt was made, copied onto the invoice. */
  payerEmail: string;
  /** The locked amount in paisa, as the provider was asked for it. */
  amountPaisa: number;
  /** Account credit applied to this attempt, in paisa (the price is amountPaisa + creditPaisa). */
  creditPaisa?: number;
  /** For a top-up: the price of the added plays locked when the attempt was made. */
  topUp?: TopUpQuote;
  /** When the inquiry job asks the provider next (open attempts only). */
  nextCheckAt: Date | null;
  /** A paid attempt that ended in no invoice (another attempt paid first, the quote changed): money to return. */
  refundDue?: boolean;
  /** Refunds opened against this payment and their total (never more than it took): no over-refund here. */
  refundIds?: string[];
  refundReservedPaisa?: number;
  /** Refunds the provider confirmed, and their total: the state moves to partially_refunded / refunded by these. */
  refundedIds?: string[];
  refundedPaisa?: number;
}
type Doc = Omit<StoredAttempt, 'id'> & { _id: string };

export const paymentAttemptIndexes: CollectionIndex[] = [
  { collection: 'payment_attempts', key: { reference: 1 }, options: { unique: true } },
  { collection: 'payment_attempts', key: { state: 1, nextCheckAt: 1 } },
  { collection: 'payment_attempts', key: { campaignId: 1, createdAt: -1 } },
];

/** One document per payment attempt; a state moves only from the states the caller expects (no lost race). */
export function paymentAttemptRepository(conn: Connection) {
  const col = conn.db!.collection<Doc>('payment_attempts');
  const toAttempt = ({ _id, ...rest }: Doc): StoredAttempt => ({ id: _id, ...rest });
  return {
    /** Inserts the attempt, or returns the one already made under its reference (a retried request). */
    async create(a: StoredAttempt): Promise<StoredAttempt> {
      const { id, ...rest } = a;
      try {
        await col.insertOne({ _id: id, ...rest });
        return a;
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
        const doc = await col.findOne({ reference: a.reference });
        if (!doc) throw err;
        return toAttempt(doc);
      }
    },
    async byReference(reference: string): Promise<StoredAttempt | null> {
      const doc = await col.findOne({ reference });
      return doc ? toAttempt(doc) : null;
    },
    /** Sets fields if the attempt is still in one of `from`; null when it is not (someone else moved it). */
    async move(
      reference: string,
      from: readonly PaymentState[],
      set: Partial<Omit<StoredAttempt, 'id' | 'reference'>>,
    ): Promise<StoredAttempt | null> {
      const doc = await col.findOneAndUpdate(
        { reference, state: { $in: [...from] } },
        { $set: set },
        { returnDocument: 'after' },
      );
      return doc ? toAttempt(doc) : null;
    },
    async byId(id: string): Promise<StoredAttempt | null> {
      const doc = await col.findOne({ _id: id });
      return doc ? toAttempt(doc) : null;
    },
    /**
     * The campaign's attempts that paid for it (what a cancellation returns), including those a refund has since
     * emptied: a second cancellation must still find the payment its refund is keyed by, not conclude nothing was paid.
     */
    async paidFor(campaignId: string): Promise<StoredAttempt[]> {
      const docs = await col
        .find({
          campaignId,
          refundDue: { $ne: true },
          $or: [
            { state: { $in: ['paid', 'partially_refunded'] } },
            { state: 'refunded', invoiceId: { $exists: true } },
          ],
        })
        .toArray();
      return docs.map(toAttempt);
    },
    /**
     * Sets `paisa` of the payment aside for one refund, once per refund: false when the payment has no room left
     * (the refunds opened already cover what it took).
     */
    async reserveRefund(reference: string, refundId: string, paisa: number): Promise<boolean> {
      for (let i = 0; i < 10; i++) {
        const a = await col.findOne({ reference });
        if (!a) return false;
        if (a.refundIds?.includes(refundId)) return true;
        const reserved = a.refundReservedPaisa ?? 0;
        if (reserved + paisa > a.amountPaisa) return false;
        const r = await col.updateOne(
          { reference, refundReservedPaisa: a.refundReservedPaisa ?? { $exists: false }, refundIds: { $ne: refundId } },
          { $set: { refundReservedPaisa: reserved + paisa }, $push: { refundIds: refundId } },
        );
        if (r.modifiedCount === 1) return true;
      }
      return false;
    },
    /** The provider returned `paisa` for this refund: counted once, and the state says whole or part. */
    async recordRefunded(reference: string, refundId: string, paisa: number, at: string): Promise<void> {
      for (let i = 0; i < 10; i++) {
        const a = await col.findOne({ reference });
        if (!a || a.refundedIds?.includes(refundId)) return;
        const total = (a.refundedPaisa ?? 0) + paisa;
        const r = await col.updateOne(
          { reference, refundedPaisa: a.refundedPaisa ?? { $exists: false }, refundedIds: { $ne: refundId } },
          {
            $set: {
              refundedPaisa: total,
              state: total >= a.amountPaisa ? 'refunded' : 'partially_refunded',
              updatedAt: at,
            },
            $push: { refundedIds: refundId },
          },
        );
        if (r.modifiedCount === 1) return;
      }
    },
    /** Open attempts whose next inquiry is due, oldest first; and paid ones with a refund still owed. */
    async due(now: Date, limit: number): Promise<StoredAttempt[]> {
      const open = await col
        .find({ state: { $in: [...OPEN_PAYMENT_STATES] }, nextCheckAt: { $lte: now } })
        .sort({ nextCheckAt: 1 })
        .limit(limit)
        .toArray();
      const refunds = await col.find({ refundDue: true }).limit(limit).toArray();
      return [...open, ...refunds].map(toAttempt);
    },
  };
}
export type PaymentAttemptRepository = ReturnType<typeof paymentAttemptRepository>;
