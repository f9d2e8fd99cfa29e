import type { Connection } from 'mongoose';
import type { BankTransfer, BankTransferReceipt } from '@rbt/contracts';
import type { CollectionIndex } from '@rbt/service-kit';
import type { TransferTotals } from '../domain/bank-transfer-rules';

/** A transfer as stored: without the account (that comes from configuration when shown), with its write version. */
export type StoredTransfer = Omit<BankTransfer, 'account'> & { version: number };
type Doc = Omit<StoredTransfer, 'id'> & { _id: string };

/** Built once at start by the service-kit's buildIndexes. */
export const bankTransferIndexes: CollectionIndex[] = [
  { collection: 'bank_transfers', key: { reference: 1 }, options: { unique: true } },
  // One transfer per purchase: asking again gives the same reference (it may already be printed on a remittance).
  { collection: 'bank_transfers', key: { campaignId: 1 }, options: { unique: true } },
  { collection: 'bank_transfers', key: { ownerId: 1, createdAt: -1 } },
];

const isDuplicate = (err: unknown) => (err as { code?: number }).code === 11000;
const toTransfer = ({ _id, ...rest }: Doc): StoredTransfer => ({ id: _id, ...rest });

/** Bank transfers awaited and what arrived for them (collection `bank_transfers`). */
export function bankTransferRepository(conn: Connection) {
  const transfers = conn.db!.collection<Doc>('bank_transfers');
  return {
    /** Stores a new transfer; 'reference' when the reference is taken (draw another), 'campaign' when one exists. */
    async create(t: StoredTransfer): Promise<'ok' | 'reference' | 'campaign'> {
      const { id, ...rest } = t;
      try {
        await transfers.insertOne({ _id: id, ...rest });
        return 'ok';
      } catch (err) {
        if (!isDuplicate(err)) throw err;
        return (await transfers.findOne({ campaignId: t.campaignId })) ? 'campaign' : 'reference';
      }
    },
    get: async (id: string) => {
      const d = await transfers.findOne({ _id: id });
      return d ? toTransfer(d) : null;
    },
    byReference: async (reference: string) => {
      const d = await transfers.findOne({ reference });
      return d ? toTransfer(d) : null;
    },
    forCampaign: async (campaignId: string) => {
      const d = await transfers.findOne({ campaignId });
      return d ? toTransfer(d) : null;
    },
    list: async (filter: { ownerId?: string }) =>
      (await transfers.find(filter).sort({ createdAt: -1 }).limit(200).toArray()).map(toTransfer),
    /**
     * Adds a receipt and the totals it leads to, only over the version they were computed from: null when the
     * transfer changed meanwhile (the caller reloads and decides again, so the same money is never counted twice).
     */
    async addReceipt(
      t: StoredTransfer,
      receipt: BankTransferReceipt,
      totals: TransferTotals,
      at: string,
    ): Promise<StoredTransfer | null> {
      const d = await transfers.findOneAndUpdate(
        { _id: t.id, version: t.version },
        { $push: { receipts: receipt }, $set: { ...totals, updatedAt: at }, $inc: { version: 1 } },
        { returnDocument: 'after' },
      );
      return d ? toTransfer(d) : null;
    },
  };
}
export type BankTransferRepository = ReturnType<typeof bankTransferRepository>;
