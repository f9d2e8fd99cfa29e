import type { Connection } from 'mongoose';
import type { CollectionIndex } from '@rbt/service-kit';

/** An issued proof of play, as stored: what it said in brief, its two hashes and the product's signature. */
export interface StoredProof {
  _id: string;
  campaignId: string;
  campaignName: string;
  ownerId: string;
  issuedAt: Date;
  guaranteedPlays: number;
  deliveredPlays: number;
  fileSha256: string;
  contentSha256: string;
  signature: string;
}

/** Built once at start by the service-kit's buildIndexes. */
export const proofIndexes: CollectionIndex[] = [{ collection: 'proofs_of_play', key: { campaignId: 1, issuedAt: -1 } }];

/** Issued proofs of play: written once when a PDF is issued, read by the public verification URL. */
export function proofRepository(conn: Connection) {
  const col = conn.db!.collection<StoredProof>('proofs_of_play');
  return {
    insert: async (p: StoredProof) => void (await col.insertOne(p)),
    get: (id: string) => col.findOne({ _id: id }),
  };
}

export type ProofRepository = ReturnType<typeof proofRepository>;
