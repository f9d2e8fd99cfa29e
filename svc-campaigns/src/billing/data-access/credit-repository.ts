import type { Connection } from 'mongoose';
import type { CreditEntry, RefundDestination } from '@rbt/contracts';
import type { CollectionIndex } from '@rbt/service-kit';

/** A movement as stored: paisa, and the key that makes it happen once. */
interface StoredEntry extends Omit<CreditEntry, 'amountPkr'> {
  amountPaisa: number;
  key: string;
}
interface Doc {
  _id: string;
  balancePaisa: number;
  /** Where a credit note's money goes for this account (the source unless the owner chose credit). */
  refundTo?: RefundDestination;
  entries: StoredEntry[];
}

export const creditIndexes: CollectionIndex[] = [{ collection: 'account_credits', key: { 'entries.key': 1 } }];

/**
 * An advertiser's account credit: one document per owner, the balance and every movement. Each movement carries a
 * key (the refund, the attempt it pays) and is written only if that key is not there yet, so a retried step never
 * counts twice; a spend is written only if the balance covers it.
 */
export function creditRepository(conn: Connection) {
  const col = conn.db!.collection<Doc>('account_credits');
  return {
    async get(ownerId: string): Promise<{ balancePaisa: number; refundTo: RefundDestination; entries: StoredEntry[] }> {
      const d = await col.findOne({ _id: ownerId });
      return { balancePaisa: d?.balancePaisa ?? 0, refundTo: d?.refundTo ?? 'source', entries: d?.entries ?? [] };
    },
    async setRefundTo(ownerId: string, refundTo: RefundDestination): Promise<void> {
      await col.updateOne(
        { _id: ownerId },
        { $set: { refundTo }, $setOnInsert: { balancePaisa: 0, entries: [] } },
        { upsert: true },
      );
    },
    /** Adds credit once per key; true when this call added it. */
    async add(ownerId: string, entry: StoredEntry): Promise<boolean> {
      await col.updateOne({ _id: ownerId }, { $setOnInsert: { balancePaisa: 0, entries: [] } }, { upsert: true });
      const r = await col.updateOne(
        { _id: ownerId, 'entries.key': { $ne: entry.key } },
        { $inc: { balancePaisa: entry.amountPaisa }, $push: { entries: entry } },
      );
      return r.modifiedCount === 1;
    },
    /**
     * Takes up to `wantedPaisa` once per key (what the balance holds); returns what was taken (0 when none, or what
     * an earlier call under the same key took).
     */
    async spend(ownerId: string, wantedPaisa: number, entry: Omit<StoredEntry, 'amountPaisa'>): Promise<number> {
      for (let i = 0; i < 10; i++) {
        const d = await col.findOne({ _id: ownerId });
        const done = d?.entries.find((e) => e.key === entry.key);
        if (done) return -done.amountPaisa;
        const take = Math.min(d?.balancePaisa ?? 0, wantedPaisa);
        if (!d || take <= 0) return 0;
        const r = await col.updateOne(
          { _id: ownerId, balancePaisa: d.balancePaisa, 'entries.key': { $ne: entry.key } },
          { $inc: { balancePaisa: -take }, $push: { entries: { ...entry, amountPaisa: -take } } },
        );
        if (r.modifiedCount === 1) return take;
      }
      return 0;
    },
  };
}
export type CreditRepository = ReturnType<typeof creditRepository>;
