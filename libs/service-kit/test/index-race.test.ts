import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Connection, Schema } from 'mongoose';
import { uniqueName } from '@rbt/test-kit';
import { buildIndexes, connectMongo } from '../src';
import { startMongo } from '../../local-stack/src/mongo';
import { Managed, stopProcess } from '../../local-stack/src/processes';

/**
 * Mongo-java-server 1.47 could store a document without its _id index entry when an index was built
 * while the same collection took writes; every later update of that document failed. This file starts its own
 * server with the project's launcher (never the shared one on 27017) and reads that server's log.
 */
const BAD_LINE = /Unknown error|ConcurrentModificationException|Expected one element/;
const DATABASES = 8;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

let server: Managed;
let url: string;
let dataFile: string;
const prefix = uniqueName('index_race');

beforeAll(async () => {
  const port = await freePort();
  dataFile = path.join(os.tmpdir(), `${prefix}.mv`);
  server = await startMongo({ port, dataFile, name: `mongo-${prefix}` });
  url = `mongodb://127.0.0.1:${port}`;
}, 90_000);

afterAll(async () => {
  await stopProcess(server);
  fs.rmSync(dataFile, { force: true });
  fs.rmSync(server.logFile, { force: true });
});

/** Error lines the server logged since the current test began (each test reads only its own part of the log). */
let logStart = 0;
beforeEach(() => {
  logStart = fs.statSync(server.logFile).size;
});
const badLogLines = () =>
  fs
    .readFileSync(server.logFile)
    .subarray(logStart)
    .toString('utf8')
    .split('\n')
    .filter((l) => BAD_LINE.test(l));

/** Inserts documents until `until` settles, then updates each one by a secondary field and by _id. */
async function writeThenUpdate(coll: mongoose.mongo.Collection, until: Promise<unknown>, tag: string) {
  const ids: string[] = [];
  let failed = 0;
  let unmatched = 0;
  let settled = false;
  void until.finally(() => {
    settled = true;
  });
  let n = 0;
  const writer = async () => {
    // At least 25 documents per writer, so the writes overlap the index builds even when those are quick.
    for (let mine = 0; !settled || mine < 25; mine += 1) {
      const _id = `${tag}-${(n += 1)}`;
      try {
        await coll.insertOne({ _id: _id as never, k: _id, v: 0 });
        ids.push(_id);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all([
    writer(),
    writer(),
    writer(),
    writer(),
    until.catch(() => {
      failed += 1;
    }),
  ]);
  for (const _id of ids) {
    for (const filter of [{ k: _id }, { _id }]) {
      try {
        const r = await coll.updateOne(filter as never, { $inc: { v: 1 } });
        if (r.matchedCount !== 1) unmatched += 1;
      } catch {
        failed += 1;
      }
    }
  }
  return { written: ids.length, failed, unmatched };
}

const sum = (rs: { written: number; failed: number; unmatched: number }[]) =>
  rs.reduce(
    (a, r) => ({ written: a.written + r.written, failed: a.failed + r.failed, unmatched: a.unmatched + r.unmatched }),
    { written: 0, failed: 0, unmatched: 0 },
  );

it('when eight databases build indexes on collections that clients are writing to, then every write and update succeeds and the server logs no error', async () => {
  const client = await new mongoose.mongo.MongoClient(url, { retryWrites: false, maxPoolSize: 50 }).connect();
  try {
    const results = await Promise.all(
      Array.from({ length: DATABASES }, (_, d) => {
        const coll = client.db(`${prefix}_raw${d}`).collection('things');
        const indexes = (async () => {
          for (let j = 0; j < 20; j += 1)
            await coll.createIndex({ [`f${j}`]: 1 }, { unique: j % 2 === 0, sparse: true });
        })();
        return writeThenUpdate(coll, indexes, `raw${d}`);
      }),
    );
    const total = sum(results);
    expect(total.written).toBeGreaterThanOrEqual(DATABASES * 100);
    expect({ failed: total.failed, unmatched: total.unmatched, badLogLines: badLogLines() }).toEqual({
      failed: 0,
      unmatched: 0,
      badLogLines: [],
    });
  } finally {
    await client.close();
  }
}, 90_000);

// The project's way of starting: connectMongo, the repositories register their models, buildIndexes, then writes.
const thingSchema = () =>
  new Schema({
    k: { type: String, unique: true },
    ...Object.fromEntries(Array.from({ length: 8 }, (_, j) => [`f${j}`, { type: String, index: true, sparse: true }])),
    v: Number,
  });

async function startInstance(db: string): Promise<Connection> {
  const conn = await connectMongo(url, db);
  conn.model('Thing', thingSchema());
  await buildIndexes(conn, [{ collection: 'things', key: { k: 1, v: -1 } }]);
  return conn;
}

it('when a service instance starts beside a running one in each of eight databases, then neither loses a write and the server logs no error', async () => {
  const conns: Connection[] = [];
  try {
    const results = await Promise.all(
      Array.from({ length: DATABASES }, async (_, d) => {
        const first = await startInstance(`${prefix}_svc${d}`);
        conns.push(first);
        const second = startInstance(`${prefix}_svc${d}`).then((c) => {
          conns.push(c);
          return c;
        });
        const [a, b] = await Promise.all([
          writeThenUpdate(first.db!.collection('things'), second, `a${d}`),
          second.then((c) =>
            writeThenUpdate(c.db!.collection('things'), new Promise((r) => setTimeout(r, 200)), `b${d}`),
          ),
        ]);
        return sum([a, b]);
      }),
    );
    const total = sum(results);
    expect(total.written).toBeGreaterThanOrEqual(DATABASES * 100);
    expect({ failed: total.failed, unmatched: total.unmatched, badLogLines: badLogLines() }).toEqual({
      failed: 0,
      unmatched: 0,
      badLogLines: [],
    });
  } finally {
    await Promise.all(conns.map((c) => c.close()));
  }
}, 90_000);
