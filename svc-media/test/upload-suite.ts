import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_LIMITS } from '@rbt/contracts';
import { advertiser, call } from '@rbt/test-kit';
import { startTestServer, TEST_UPLOAD_SECRET, type StorageKind, type TestServer } from './test-server';
import { makeAudio, measure, probe, raw, scratch } from './audio-helpers';
import { signUploadPath } from '../src/domain/upload-signature';

/** The upload tests, run once per storage (upload.test.ts: local folder, upload-s3.test.ts: S3). */
export const describeUploads = (storage: StorageKind) =>
  describe(`svc-media uploads (${storage} storage)`, () => {
    let s: TestServer;
    const dir = scratch();
    const me = advertiser('uploader');
    beforeAll(async () => {
      s = await startTestServer({}, { storage });
    });
    afterAll(async () => {
      await s.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const newUrl = async (as = me) =>
      (await call(s.base, 'POST', '/api/objects/upload', { as })).body.uploadURL as string;
    const put = (url: string, body: Buffer, as = me) =>
      raw(s.base, 'PUT', url, as, { body, headers: { 'content-type': 'application/octet-stream' } });
    const register = (audioFileURL: string, as = me) =>
      call(s.base, 'PUT', '/api/audio-files', { as, body: { audioFileURL } });
    /** Uploads and registers a file; returns the registration answer. */
    const upload = async (file: string | Buffer) => {
      const url = await newUrl();
      const sent = await put(url, Buffer.isBuffer(file) ? file : fs.readFileSync(file));
      return { url, sent, reg: sent.status === 200 ? await register(url) : null };
    };
    const leftovers = async () => [...(await s.keys('incoming')), ...(await s.keys('originals'))];

    /** ffmpeg's encoder for each format sent (a WAV needs none). */
    const encoder: Record<string, string> = { mp3: 'libmp3lame', m4a: 'aac', ogg: 'libvorbis' };
    it.each(['mp3', 'wav', 'm4a', 'ogg'])(
      'when a real %s is uploaded and registered, then a 44.1 kHz -16 LUFS master is made beside the original',
      async (ext) => {
        const codec = encoder[ext] ? ['-c:a', encoder[ext]] : [];
        const { sent, reg } = await upload(makeAudio(dir, `tone.${ext}`, 4, codec));
        expect(sent.status).toBe(200);
        expect(reg?.status).toBe(200);
        expect(reg?.body.objectPath).toMatch(/^\/api\/audio\/[0-9a-f-]{36}$/);
        expect(reg?.body.metadata).toMatchObject({ source: 'upload', sampleRate: 44100, channels: 1 });
        const master = await raw(s.base, 'GET', reg?.body.objectPath, me);
        const file = path.join(dir, `master-${ext}.wav`);
        fs.writeFileSync(file, master.bytes);
        expect(probe(file).sampleRate).toBe(44100);
        expect(Math.abs(measure(file).lufs - -16)).toBeLessThanOrEqual(1);
        expect((await raw(s.base, 'GET', `${reg?.body.objectPath}/original`, me)).status).toBe(200);
        expect((await s.keys('originals')).some((k) => k.endsWith(`.${ext}`))).toBe(true);
      },
    );

    it('when the same upload is registered twice, then the same objectPath comes back', async () => {
      const { url, reg } = await upload(makeAudio(dir, 'again.wav', 2));
      const again = await register(url);
      expect(again.body.objectPath).toBe(reg?.body.objectPath);
    });

    describe('hostile files', () => {
      const refusedAtRegistration = async (file: string | Buffer, message: RegExp) => {
        const before = (await leftovers()).length;
        const { sent, reg } = await upload(file);
        expect(sent.status).toBe(200);
        expect(reg?.status).toBe(400);
        const detail = { path: 'audioFileURL', message: expect.stringMatching(message) };
        expect(reg?.body.error.details[0]).toMatchObject(detail);
        expect((await leftovers()).length).toBe(before);
      };

      it('when a PNG renamed to .mp3 is registered, then it is refused as not audio and deleted', async () => {
        const png = path.join(dir, 'picture.png');
        execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=red:s=32x32', '-frames:v', '1', png]);
        fs.renameSync(png, path.join(dir, 'picture.mp3'));
        await refusedAtRegistration(path.join(dir, 'picture.mp3'), /not a supported audio file/);
      });

      it('when a 31-second WAV is registered, then it is refused as too long and deleted', async () => {
        await refusedAtRegistration(makeAudio(dir, 'long.wav', 31, ['-ar', '8000']), /longer than 30 seconds/);
      });

      it('when a truncated MP3 is registered, then it is refused as damaged and deleted', async () => {
        const whole = fs.readFileSync(makeAudio(dir, 'whole.mp3', 6, ['-c:a', 'libmp3lame']));
        await refusedAtRegistration(whole.subarray(0, Math.floor(whole.length / 2)), /damaged or truncated/);
      });

      it('when an 11 MB file is sent, then 413 answers and nothing is stored', async () => {
        const before = (await leftovers()).length;
        const url = await newUrl();
        const r = await put(url, crypto.randomBytes(11 * 1024 * 1024));
        expect(r.status).toBe(413);
        expect(r.json.error.message).toBe('File exceeds maximum allowed size of 10MB.');
        expect((await leftovers()).length).toBe(before);
        expect((await register(url)).status).toBe(400);
      });

      it('when the upload URL names a path with ../, then it is refused and nothing is written outside storage', async () => {
        const url = await newUrl();
        const evil = url.replace(/upload\/[0-9a-f-]+/, 'upload/..%2F..%2Fescaped');
        const r = await put(evil, fs.readFileSync(makeAudio(dir, 'evil.wav', 1)));
        expect(r.status).toBe(403);
        expect(fs.existsSync(path.join(s.storageDir, '..', 'escaped'))).toBe(false);
        const reg = await register('/api/objects/upload/../../etc/passwd');
        expect(reg.status).toBe(400);
        expect(reg.body.error.details[0].path).toBe('audioFileURL');
      });

      it('when the upload URL is tampered with, then 403 says it is invalid', async () => {
        const url = await newUrl();
        // Altered, or a part missing or sent twice: the same 403, never a 400 naming the part.
        const altered: [RegExp, string][] = [
          [/max=\d+/, 'max=99999999'],
          [/&sig=[^&]+/, ''],
          [/max=(\d+)/, 'max=$1&max=$1'],
        ];
        for (const [part, to] of altered) {
          const r = await put(url.replace(part, to), fs.readFileSync(makeAudio(dir, 't.wav', 1)));
          expect([r.status, r.json.error.message]).toEqual([403, 'Upload URL is invalid; please request a new one.']);
        }
      });

      it('when the upload URL has expired, then 403 says so', async () => {
        const key = /upload\/([0-9a-f-]+)/.exec(await newUrl())![1];
        const grant = { key, ownerId: me.id, expiresAt: Date.now() - 1000, maxBytes: MEDIA_LIMITS.uploadMaxBytes };
        const r = await put(signUploadPath(TEST_UPLOAD_SECRET, grant), fs.readFileSync(makeAudio(dir, 'e.wav', 1)));
        expect(r.status).toBe(403);
        expect(r.json.error.message).toBe('Upload URL has expired; please request a new one.');
      });

      it("when someone else's upload URL is used or registered, then it is refused and their object is not found", async () => {
        const url = await newUrl();
        const other = advertiser('intruder');
        expect((await put(url, fs.readFileSync(makeAudio(dir, 'o.wav', 1)), other)).status).toBe(403);
        expect((await put(url, fs.readFileSync(makeAudio(dir, 'o.wav', 1)))).status).toBe(200);
        expect((await register(url, other)).status).toBe(404);
      });

      it('when registration comes before any file was sent, then 400 says no file was uploaded', async () => {
        const r = await register(await newUrl());
        expect(r.status).toBe(400);
        expect(r.body.error.message).toBe('No audio file was uploaded successfully.');
      });
    });
  });
