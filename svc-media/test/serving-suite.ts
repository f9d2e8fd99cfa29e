import fs from 'node:fs';
import { Readable } from 'node:stream';
import { signIdentity } from '@rbt/service-kit';
import { admin, advertiser, call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { startTestServer, type StorageKind, type TestServer } from './test-server';
import { raw } from './audio-helpers';

/** The serving tests, run once per storage (serving.test.ts: local folder, serving-s3.test.ts: S3). */
export const describeServing = (storage: StorageKind) =>
  describe(`svc-media serving audio (${storage} storage)`, () => {
    let s: TestServer;
    const owner = advertiser('owner');
    let audio: { audioUrl: string; audioId: string };
    let whole: Buffer;
    beforeAll(async () => {
      s = await startTestServer({}, { storage });
      audio = (
        await call(s.base, 'POST', '/api/tts/generate', {
          as: owner,
          body: { script: 'Range requests make seeking work.', language: 'english', voice: 'oliver' },
        })
      ).body;
      whole = (await raw(s.base, 'GET', audio.audioUrl, owner)).bytes;
    });
    afterAll(() => s.stop());

    it('when a byte range is asked for, then 206 returns exactly those bytes', async () => {
      const r = await raw(s.base, 'GET', audio.audioUrl, owner, { headers: { range: 'bytes=100-1099' } });
      expect(r.status).toBe(206);
      expect(r.headers.get('content-range')).toBe(`bytes 100-1099/${whole.length}`);
      expect(r.bytes.equals(whole.subarray(100, 1100))).toBe(true);
    });

    it('when an open or suffix range is asked for, then the tail of the file comes back', async () => {
      const open = await raw(s.base, 'GET', audio.audioUrl, owner, {
        headers: { range: `bytes=${whole.length - 10}-` },
      });
      const suffix = await raw(s.base, 'GET', audio.audioUrl, owner, { headers: { range: 'bytes=-10' } });
      expect(open.bytes.equals(whole.subarray(whole.length - 10))).toBe(true);
      expect(suffix.bytes.equals(open.bytes)).toBe(true);
    });

    it('when a range starts past the end, then 416 names the size', async () => {
      const r = await raw(s.base, 'GET', audio.audioUrl, owner, { headers: { range: `bytes=${whole.length}-` } });
      expect(r.status).toBe(416);
      expect(r.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    });

    it('when Download WAV is used, then the file is named audio-{timestamp}.wav', async () => {
      const r = await raw(s.base, 'GET', `${audio.audioUrl}?download=1`, owner);
      expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="audio-\d{13}\.wav"$/);
      expect(r.headers.get('content-type')).toBe('audio/wav');
    });

    it('when another advertiser asks for the audio or its metadata, then 404', async () => {
      const other = advertiser('someone-else');
      expect((await raw(s.base, 'GET', audio.audioUrl, other)).status).toBe(404);
      expect((await raw(s.base, 'GET', `${audio.audioUrl}/telephone`, other)).status).toBe(404);
      expect((await call(s.base, 'GET', `/api/audio-files/${audio.audioId}`, { as: other })).status).toBe(404);
    });

    it('when an admin asks for the audio, then it is served', async () => {
      const r = await raw(s.base, 'GET', audio.audioUrl, admin());
      expect(r.status).toBe(200);
      expect(r.bytes.equals(whole)).toBe(true);
    });

    it('when an over-size body streams without a length, then it is cut off and nothing is kept', async () => {
      const url = (await call(s.base, 'POST', '/api/objects/upload', { as: owner })).body.uploadURL;
      const chunk = Buffer.alloc(1024 * 1024, 1);
      const body = Readable.toWeb(
        Readable.from(
          (function* () {
            for (let i = 0; i < 11; i++) yield chunk;
          })(),
        ),
      );
      const headers = { ...signIdentity(TEST_INTERNAL_SECRET, owner), 'content-type': 'application/octet-stream' };
      const status = await fetch(s.base + url, {
        method: 'PUT',
        headers,
        body: body as any,
        duplex: 'half',
      } as RequestInit).then(
        (r) => r.status,
        () => 'reset',
      );
      expect([413, 'reset']).toContain(status);
      expect(await s.keys('incoming')).toEqual([]);
      expect(fs.existsSync(s.storageDir)).toBe(true);
    });
  });
