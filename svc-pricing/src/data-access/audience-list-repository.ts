import crypto from 'node:crypto';
import type { Connection } from 'mongoose';
import type { CollectionIndex } from '@rbt/service-kit';
import type { StoredAudienceList as AudienceList } from '@rbt/contracts';

export const LIST_COLLECTION = 'audience_lists';

/** An owner's lists are read by owner; built once at start by the kit's buildIndexes. */
export const audienceListIndexes: CollectionIndex[] = [{ collection: LIST_COLLECTION, key: { ownerId: 1 } }];

interface ListDoc extends Omit<AudienceList, 'id' | 'createdAt'> {
  _id: string;
  ownerId: string;
  createdAt: Date;
  /** Hashes of the matched subscribers: what delivery targets. Unmatched hashes are not kept. */
  matchedHashes: string[];
}

export interface AudienceListRepository {
  insert(
    ownerId: string,
    list: Omit<AudienceList, 'id' | 'createdAt'>,
    matchedHashes: string[],
    now: Date,
  ): Promise<AudienceList>;
  /** The owner's list, or null for a missing one or another advertiser's. */
  findOwned(ownerId: string, id: string): Promise<AudienceList | null>;
  listOwned(ownerId: string, limit: number): Promise<AudienceList[]>;
  /** A list's matched hashes (for svc-capacity's decision engine), or null for a missing list. */
  matchedHashes(id: string): Promise<string[] | null>;
}

const view = (d: ListDoc): AudienceList => ({
  id: d._id,
  name: d.name,
  createdAt: d.createdAt.toISOString(),
  submitted: d.submitted,
  matched: d.matched,
  matchRate: d.matchRate,
  byCity: d.byCity,
});
const SUMMARY = { matchedHashes: 0 } as const;

export function audienceListRepository(mongo: Connection): AudienceListRepository {
  const col = () => mongo.db!.collection<ListDoc>(LIST_COLLECTION);
  return {
    async insert(ownerId, list, matchedHashes, now) {
      const doc: ListDoc = { _id: crypto.randomUUID(), ownerId, createdAt: now, matchedHashes, ...list };
      await col().insertOne(doc);
      return view(doc);
    },
    async findOwned(ownerId, id) {
      const d = await col().findOne({ _id: id, ownerId }, { projection: SUMMARY });
      return d ? view(d) : null;
    },
    async matchedHashes(id) {
      const d = await col().findOne({ _id: id }, { projection: { matchedHashes: 1 } });
      return d ? d.matchedHashes : null;
    },
    async listOwned(ownerId, limit) {
      // Owner lists are few; sorted here because the local MongoDB-protocol server has no secondary indexes.
      const docs = await col().find({ ownerId }, { projection: SUMMARY }).toArray();
      return docs
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit)
        .map(view);
    },
  };
}
