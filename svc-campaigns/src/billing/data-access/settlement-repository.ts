import type { Connection } from 'mongoose';
import type { CreditNote } from '@rbt/contracts';
import type { CollectionIndex } from '@rbt/service-kit';

type Stored = Omit<CreditNote, 'id'> & { _id: string; ownerId: string };

/** Built once at start by the service-kit's buildIndexes. */
export const creditNoteIndexes: CollectionIndex[] = [
  { collection: 'credit_notes', key: { campaignId: 1 }, options: { unique: true } },
  { collection: 'credit_notes', key: { ownerId: 1, issuedAt: -1 } },
];

/** Credit notes; the unique campaignId makes a second credit for one campaign impossible (a replayed completion). */
export function settlementRepository(conn: Connection) {
  const db = conn.db!;
  const notes = db.collection<Stored>('credit_notes');
  const counters = db.collection<{ _id: string; seq: number }>('counters');
  const toNote = ({ _id, ownerId: _o, ...rest }: Stored): CreditNote & { ownerId: string } =>
    ({ id: _id, ownerId: _o, ...rest }) as CreditNote & { ownerId: string };
  return {
    async nextSeq(year: number): Promise<number> {
      const r = await counters.findOneAndUpdate(
        { _id: `credit-note-${year}` },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after' },
      );
      return r!.seq;
    },
    /** Stores it once: false when the campaign already has one. */
    async issue(note: CreditNote, ownerId: string): Promise<boolean> {
      const { id, ...rest } = note;
      try {
        await notes.insertOne({ _id: id, ownerId, ...rest });
        return true;
      } catch (err) {
        if ((err as { code?: number }).code === 11000) return false;
        throw err;
      }
    },
    forCampaign: async (campaignId: string) => {
      const d = await notes.findOne({ campaignId });
      return d ? toNote(d) : null;
    },
    list: async (filter: { ownerId?: string }) =>
      (await notes.find(filter).sort({ issuedAt: -1 }).limit(200).toArray()).map(toNote),
    /**
     * The plays counted for a campaign in its delivery cells: the count of record. The campaign's own figure is
     * credited from them a moment after each batch, so a completion that lands in between would read it short.
     */
    playsCounted: async (campaignId: string): Promise<number> => {
      const parts = await db
        .collection<{ impressions?: number }>('delivery_cells')
        .find({ campaignId } as never, { projection: { impressions: 1 } })
        .toArray();
      return parts.reduce((t, p) => t + (p.impressions ?? 0), 0);
    },
    get: async (id: string) => {
      const d = await notes.findOne({ _id: id });
      return d ? toNote(d) : null;
    },
  };
}
export type SettlementRepository = ReturnType<typeof settlementRepository>;
