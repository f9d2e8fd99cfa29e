import crypto from 'node:crypto';
import type { Connection } from 'mongoose';
import { demoDirectory } from '@rbt/pricing';

export const DIRECTORY_COLLECTION = 'subscriber_directory';
/** $in lists sent to MongoDB at a time. */
const CHUNK = 2_000;

export interface SubscriberDirectory {
  /** City of every hash that is a subscriber; hashes not in the directory are left out. */
  citiesOf(hashes: readonly string[]): Promise<Map<string, string>>;
  /** Adds subscribers (E.164 number and city); numbers are stored only as their SHA-256. */
  add(entries: Iterable<[string, string]>): Promise<number>;
  count(): Promise<number>;
}

export const hashNumber = (e164: string) => crypto.createHash('sha256').update(e164).digest('hex');

/** The directory as documents `{_id: sha256(number), city}`: matching is a lookup on the primary key alone. */
export function subscriberDirectory(mongo: Connection): SubscriberDirectory {
  const col = () => mongo.db!.collection<{ _id: string; city: string }>(DIRECTORY_COLLECTION);
  return {
    async citiesOf(hashes) {
      const found = new Map<string, string>();
      for (let i = 0; i < hashes.length; i += CHUNK) {
        const docs = await col()
          .find({ _id: { $in: hashes.slice(i, i + CHUNK) } })
          .toArray();
        for (const d of docs) found.set(d._id, d.city);
      }
      return found;
    },
    async add(entries) {
      let batch: { _id: string; city: string }[] = [];
      let added = 0;
      const flush = async () => {
        if (!batch.length) return;
        const r = await col()
          .insertMany(batch, { ordered: false })
          .catch((e: { result?: { insertedCount?: number }; code?: number }) => {
            if (e.code !== 11000) throw e; // a number already there stays as it is
            return { insertedCount: e.result?.insertedCount ?? 0 };
          });
        added += r.insertedCount;
        batch = [];
      };
      for (const [number, city] of entries) {
        batch.push({ _id: hashNumber(number), city });
        if (batch.length === CHUNK) await flush();
      }
      await flush();
      return added;
    },
    count: () => col().estimatedDocumentCount(),
  };
}

/** Seeds the made-up local directory once (a second instance finds it there). */
export async function seedDemoDirectory(dir: SubscriberDirectory): Promise<number> {
  if ((await dir.count()) > 0) return 0;
  return dir.add(demoDirectory());
}
