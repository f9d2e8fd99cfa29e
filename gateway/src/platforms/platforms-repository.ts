import { Schema, Connection, Model, Types } from 'mongoose';
import type { Platform } from '@rbt/contracts';
import { keyKindOf, type NewKey } from './platform-keys';

interface KeyDoc {
  keyId: string;
  prefix: string;
  /** SHA-256 of the whole key, hex; the key itself is never stored. */
  hash: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

interface PlatformDoc {
  name: string;
  decisionsPerSecond: number;
  keys: KeyDoc[];
  createdAt: Date;
}

/** What the /rtb path needs to accept or refuse a key. */
export interface KeyRecord {
  platformId: string;
  platformName: string;
  decisionsPerSecond: number;
  keyId: string;
  hash: string;
  expiresAt: number | null;
  revokedAt: number | null;
}

const keySchema = new Schema<KeyDoc>(
  {
    keyId: { type: String, required: true },
    prefix: { type: String, required: true },
    hash: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    lastUsedAt: { type: Date, default: null },
  },
  { _id: false },
);

const schema = new Schema<PlatformDoc>({
  name: { type: String, required: true },
  decisionsPerSecond: { type: Number, required: true },
  keys: { type: [keySchema], default: [] },
  createdAt: { type: Date, required: true },
});
// Keys are found by id on every cache miss of the /rtb path.
schema.index({ 'keys.keyId': 1 });

type Lean = PlatformDoc & { _id: Types.ObjectId; __v?: number };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toPlatform = (d: Lean): Platform => ({
  id: String(d._id),
  name: d.name,
  createdAt: d.createdAt.toISOString(),
  decisionsPerSecond: d.decisionsPerSecond,
  keys: d.keys.map((k) => ({
    id: k.keyId,
    prefix: k.prefix,
    createdAt: k.createdAt.toISOString(),
    expiresAt: iso(k.expiresAt),
    revokedAt: iso(k.revokedAt),
    lastUsedAt: iso(k.lastUsedAt),
  })),
});

const keyDoc = (k: NewKey, now: Date): KeyDoc => ({
  keyId: k.id,
  prefix: k.prefix,
  hash: k.hash,
  createdAt: now,
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
});

const validId = (id: string) => /^[a-f0-9]{24}$/.test(id);

export class PlatformsRepository {
  private readonly model: Model<PlatformDoc>;
  constructor(conn: Connection) {
    this.model = conn.model<PlatformDoc>('Platform', schema);
  }

  async list(): Promise<Platform[]> {
    const docs = await this.model.find().sort({ createdAt: 1 }).lean<Lean[]>();
    return docs.map(toPlatform);
  }

  async create(name: string, decisionsPerSecond: number, key: NewKey, now = new Date()): Promise<Platform> {
    const doc = await this.model.create({ name, decisionsPerSecond, keys: [keyDoc(key, now)], createdAt: now });
    return toPlatform(doc.toObject() as Lean);
  }

  /**
   * Adds `key`; every older key of the same kind (live, sandbox or ad tag) still active past the overlap now expires
   * at its end (one already due earlier keeps its date), so issuing a sandbox key or an ad tag never ends the live ones. Read, then
   * written only if nobody changed the platform meanwhile (version check): null if unknown.
   */
  async rotate(id: string, key: NewKey, overlapMs: number, now = new Date()): Promise<Platform | null> {
    const kind = keyKindOf(key.prefix);
    return this.change(id, (keys) => {
      const end = new Date(now.getTime() + overlapMs);
      const older = keys.map((k) =>
        k.revokedAt || (k.expiresAt && k.expiresAt <= end) || keyKindOf(k.prefix) !== kind
          ? k
          : { ...k, expiresAt: end },
      );
      return [...older, keyDoc(key, now)];
    });
  }

  /** Revokes one key now (again: unchanged). Null if the platform or key is unknown. */
  async revoke(id: string, keyId: string, now = new Date()): Promise<Platform | null> {
    let found = false;
    const p = await this.change(id, (keys) =>
      keys.map((k) => {
        if (k.keyId !== keyId) return k;
        found = true;
        return k.revokedAt ? k : { ...k, revokedAt: now };
      }),
    );
    return found ? p : null;
  }

  async findKey(keyId: string): Promise<KeyRecord | null> {
    const d = await this.model.findOne({ 'keys.keyId': keyId }).lean<Lean>();
    const k = d?.keys.find((x) => x.keyId === keyId);
    if (!d || !k) return null;
    return {
      platformId: String(d._id),
      platformName: d.name,
      decisionsPerSecond: d.decisionsPerSecond,
      keyId,
      hash: k.hash,
      expiresAt: k.expiresAt ? k.expiresAt.getTime() : null,
      revokedAt: k.revokedAt ? k.revokedAt.getTime() : null,
    };
  }

  async touch(platformId: string, keyId: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: platformId, 'keys.keyId': keyId }, { $set: { 'keys.$.lastUsedAt': at } });
  }

  private async change(id: string, next: (keys: KeyDoc[]) => KeyDoc[], attempts = 3): Promise<Platform | null> {
    if (!validId(id)) return null;
    for (let i = 0; i < attempts; i += 1) {
      const d = await this.model.findById(id).lean<Lean>();
      if (!d) return null;
      const keys = next(d.keys);
      const updated = await this.model
        .findOneAndUpdate({ _id: id, __v: d.__v ?? 0 }, { $set: { keys }, $inc: { __v: 1 } }, { new: true })
        .lean<Lean>();
      if (updated) return toPlatform(updated);
    }
    throw new Error('platform changed concurrently; try again');
  }
}
