import mongoose, { Connection } from 'mongoose';

/**
 * Opens a connection of its own (not the mongoose default), so an app and its tests each own their database.
 * The local mongo-java-server is a standalone server: no transactions, no retryable writes.
 */
export async function connectMongo(url: string, dbName: string): Promise<Connection> {
  const conn = mongoose.createConnection(url, { dbName, retryWrites: false, serverSelectionTimeoutMS: 5000, autoIndex: true });
  await conn.asPromise();
  return conn;
}

export function mongoHealth(conn: Connection) {
  return async () => {
    if (!conn.db) throw new Error('not connected');
    await conn.db.admin().command({ ping: 1 });
  };
}
