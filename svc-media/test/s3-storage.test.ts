import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { S3Storage } from '../src/data-access/s3-storage';
import { TooLargeError } from '../src/data-access/storage';
import { S3_TEST_KEYS, startS3 } from './test-server';
import { scratch } from './audio-helpers';

const readAll = async (r: Readable) => {
  const c: Buffer[] = [];
  for await (const x of r) c.push(x as Buffer);
  return Buffer.concat(c);
};

describe('svc-media S3 storage', () => {
  const dir = scratch();
  let s3: Awaited<ReturnType<typeof startS3>>;
  let store: S3Storage;
  beforeAll(async () => {
    s3 = await startS3(dir);
    store = new S3Storage({
      endpoint: s3.endpoint,
      bucket: 'storage-test',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: S3_TEST_KEYS.S3_ACCESS_KEY_ID,
      secretAccessKey: S3_TEST_KEYS.S3_SECRET_ACCESS_KEY,
    });
    await store.ensureBucket();
    await store.ensureBucket();
  });
  afterAll(async () => {
    store.close();
    await s3.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when a body larger than one part streams in, then it is stored whole and ranges, head and copies return its bytes', async () => {
    const body = crypto.randomBytes(12 * 1024 * 1024 + 123);
    const key = `incoming/${crypto.randomUUID()}`;
    const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) =>
      body.subarray(i * 65536, (i + 1) * 65536),
    );
    expect(await store.writeStream(key, Readable.from(chunks), 20 * 1024 * 1024)).toEqual({ bytes: body.length });
    expect(await store.size(key)).toBe(body.length);
    expect((await store.head(key, 16)).equals(body.subarray(0, 16))).toBe(true);
    expect(
      (await readAll(await store.read(key, { start: 6_000_000, end: 6_000_999 }))).equals(
        body.subarray(6_000_000, 6_001_000),
      ),
    ).toBe(true);
    const copy = path.join(dir, 'copy.bin');
    await store.toFile(key, copy);
    expect(fs.readFileSync(copy).equals(body)).toBe(true);
    expect((await store.list('incoming')).map((o) => o.key)).toContain(key);
    await store.delete(key);
    expect(await store.size(key)).toBeNull();
  });

  it('when a body passes the size limit, then TooLargeError is thrown and no object is left', async () => {
    const key = `incoming/${crypto.randomUUID()}`;
    const chunk = Buffer.alloc(1024 * 1024, 1);
    await expect(
      store.writeStream(key, Readable.from(Array.from({ length: 7 }, () => chunk)), 6 * 1024 * 1024),
    ).rejects.toBeInstanceOf(TooLargeError);
    expect(await store.size(key)).toBeNull();
  });

  it('when a key is not one of ours, then it is refused before any request', async () => {
    await expect(store.size('incoming/../../etc/passwd')).rejects.toThrow(/refused object key/);
    await expect(store.list('../x')).rejects.toThrow(/refused prefix/);
  });
});
