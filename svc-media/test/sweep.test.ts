import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { advertiser, call } from '@rbt/test-kit';
import { startTestServer, type StorageKind, type TestServer } from './test-server';
import { raw } from './audio-helpers';
import { UPLOAD_EXPIRED } from '../src/domain/register-upload-use-case';

const HOUR = 3_600_000;

describe.each<StorageKind>(['local', 's3'])('svc-media upload sweep (%s storage)', (storage) => {
  const me = advertiser('sweeper');
  let now = Date.now();
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(
      { UPLOAD_URL_TTL_MS: '900000', UPLOAD_RETENTION_MS: '86400000' },
      { storage, clock: () => new Date(now) },
    );
  });
  afterAll(() => s.stop());

  const sentUpload = async () => {
    const url = (await call(s.base, 'POST', '/api/objects/upload', { as: me })).body.uploadURL as string;
    expect((await raw(s.base, 'PUT', url, me, { body: crypto.randomBytes(2048) })).status).toBe(200);
    return { url, key: `incoming/${/upload\/([0-9a-f-]+)/.exec(url)![1]}` };
  };

  it('when an upload was sent but not registered, then the sweep keeps it until the retention after its URL expired has passed, then removes it and registering says so', async () => {
    const { url, key } = await sentUpload();
    now += 12 * HOUR;
    expect((await s.sweep()).expiredSlots).toBe(0);
    expect(await s.keys('incoming')).toContain(key);

    now += 13 * HOUR;
    expect((await s.sweep()).expiredSlots).toBeGreaterThanOrEqual(1);
    expect(await s.keys('incoming')).not.toContain(key);
    const r = await call(s.base, 'PUT', '/api/audio-files', { as: me, body: { audioFileURL: url } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBe(UPLOAD_EXPIRED);
  });

  it('when an incoming file has no slot or a closed one, then the sweep deletes it and leaves a fresh upload alone', async () => {
    now = Date.now();
    const orphan = `incoming/${crypto.randomUUID()}`;
    await s.deps.storage.writeStream(orphan, Readable.from([Buffer.from('left by a crash')]), 1024);
    const closed = await sentUpload();
    await s.deps.uploads.update(closed.key.slice('incoming/'.length), { status: 'registered' });
    const fresh = await sentUpload();

    const result = await s.sweep();
    expect(result).toEqual({ expiredSlots: 0, orphanFiles: 2 });
    expect(await s.keys('incoming')).toEqual([fresh.key]);
  });

  it('when an issued URL is never used, then after the retention its slot is closed as expired', async () => {
    now = Date.now();
    const url = (await call(s.base, 'POST', '/api/objects/upload', { as: me })).body.uploadURL as string;
    now += 26 * HOUR;
    expect((await s.sweep()).expiredSlots).toBeGreaterThanOrEqual(1);
    expect((await s.deps.uploads.byId(/upload\/([0-9a-f-]+)/.exec(url)![1]))?.status).toBe('expired');
  });
});
