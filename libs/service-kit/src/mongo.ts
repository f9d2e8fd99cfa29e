import mongoose, { Connection, mongo } from 'mongoose';

/**
 * Opens a connection of its own (not the mongoose default), so an app and its tests each own their database.
 * The local mongo-java-server is a standalone server: no transactions, no retryable writes.
 * Nothing is created in the background (autoIndex and autoCreate off): `buildIndexes` builds the indexes once,
 * awaited, before the service takes its first request or event. `serverSelectionTimeoutMS` is config's
 * MONGO_SERVER_SELECTION_MS.
 */
export async function connectMongo(url: string, dbName: string, serverSelectionTimeoutMS = 5000): Promise<Connection> {
  const conn = mongoose.createConnection(url, {
    dbName,
    retryWrites: false,
    serverSelectionTimeoutMS,
    autoIndex: false,
    autoCreate: false,
  });
  await conn.asPromise();
  return conn;
}

/** An index of a collection a repository reads through the plain driver (no mongoose model declares it). */
export interface CollectionIndex {
  collection: string;
  key: Record<string, 1 | -1>;
  options?: mongo.CreateIndexesOptions;
}

/**
 * Builds the indexes of every model registered on the connection, then `extra`, one after another. Call it once
 * at start, after the repositories exist and before listening, consuming or relaying: an index built while its
 * collection takes writes can corrupt that collection in the local mongo-java-server (docs/decisions.md,
 * "Indexes are built before a service starts"), and a unique index must exist before the writes it guards.
 * Building an index that already exists changes nothing, so a second instance may run it beside a live one.
 */
export async function buildIndexes(conn: Connection, extra: CollectionIndex[] = []): Promise<void> {
  for (const name of conn.modelNames()) await conn.model(name).createIndexes();
  if (!extra.length) return;
  if (!conn.db) throw new Error('MongoDB is not connected');
  for (const { collection, key, options } of extra)
    await conn.db.collection(collection).createIndex(key, options ?? {});
}

export function mongoHealth(conn: Connection) {
  return async () => {
    if (!conn.db) throw new Error('not connected');
    await conn.db.admin().command({ ping: 1 });
  };
}
