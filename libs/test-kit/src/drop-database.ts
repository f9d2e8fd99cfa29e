import mongoose from 'mongoose';

/**
 * Drops a test file's database over a connection of its own, after the service under test has stopped. Dropping
 * it while the service's relays, consumers or jobs still wrote made mongo-java-server fail those writes
 * ("Unknown error!", Expected one element but got zero: 47 in 30 drops under six writers, 2026-11-24), which
 * `npm test` rightly reads as lost writes.
 */
export async function dropDatabase(url: string, dbName: string): Promise<void> {
  const conn = await mongoose.createConnection(url, { dbName, retryWrites: false }).asPromise();
  try {
    await conn.dropDatabase();
  } finally {
    await conn.close();
  }
}
