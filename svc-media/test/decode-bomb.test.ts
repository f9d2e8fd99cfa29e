import fs from 'node:fs';
import { advertiser, call } from '@rbt/test-kit';
import { startTestServer, type TestServer } from './test-server';
import { raw, scratch } from './audio-helpers';
import { oggDeclaring } from './decode-bomb';
import { probeFacts } from '../src/media-tools/ffmpeg';
import { DECODE_BUDGET, UPLOAD_MESSAGES } from '../src/domain/upload-rules';

/**
 * A decode bomb (an Ogg/FLAC declaring 40 hours) held the shared job slots for 25-30 s while
 * another user's text-to-speech waited. It is now refused from its header, and no user holds two slots at once.
 */
describe('svc-media decode bombs and job fairness', () => {
  let s: TestServer;
  const dir = scratch();
  const bomber = advertiser('bomber');
  const other = advertiser('other');
  beforeAll(async () => {
    s = await startTestServer({ MEDIA_MAX_JOBS: '2' });
  });
  afterAll(async () => {
    await s.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const uploadAndRegister = async (file: string) => {
    const url = (await call(s.base, 'POST', '/api/objects/upload', { as: bomber })).body.uploadURL as string;
    const sent = await raw(s.base, 'PUT', url, bomber, {
      body: fs.readFileSync(file),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(sent.status).toBe(200);
    return call(s.base, 'PUT', '/api/audio-files', { as: bomber, body: { audioFileURL: url } });
  };

  it('when an Ogg/FLAC declares 40 hours, then its header alone refuses it and it is never decoded', async () => {
    const bomb = oggDeclaring(dir, 40 * 3600);
    const facts = await probeFacts(bomb);
    expect(facts?.declaredSec).toBe(144_000);
    expect(facts?.decodedSec).toBe(0);
    const reg = await uploadAndRegister(bomb);
    expect(reg.status).toBe(400);
    expect(reg.body.error.details[0]).toMatchObject({ path: 'audioFileURL', message: UPLOAD_MESSAGES.tooLong });
  });

  it('when a file declares less than it holds, then decoding stops at the budget and it is refused as too long', async () => {
    const liar = oggDeclaring(dir, 10, 120);
    const facts = await probeFacts(liar);
    expect(facts?.declaredSec).toBe(10);
    expect(facts?.decodedSec).toBeGreaterThan(30);
    expect(facts?.decodedSec).toBeLessThanOrEqual(DECODE_BUDGET.decodeSeconds + 0.1);
    const reg = await uploadAndRegister(liar);
    expect(reg.status).toBe(400);
    expect(reg.body.error.details[0].message).toBe(UPLOAD_MESSAGES.tooLong);
  });

  it("when one user's job holds a slot and that user registers a bomb, then another user's speech is admitted and answered first", async () => {
    let release!: () => void;
    const held = s.deps.limit(bomber.id, () => new Promise<void>((r) => (release = r)));
    const settled: string[] = [];
    const bomb = uploadAndRegister(oggDeclaring(dir, 40 * 3600)).then((r) => {
      settled.push('bomb');
      return r;
    });
    const speech = await call(s.base, 'POST', '/api/tts/generate', {
      as: other,
      body: { script: 'Eid sale now on', language: 'english', voice: 'emma', speed: 1, pitch: 0, emotion: 'calm' },
    });
    settled.push('speech');
    expect(speech.status).toBe(200);
    release();
    await held;
    expect((await bomb).status).toBe(400);
    expect(settled).toEqual(['speech', 'bomb']);
  }, 60_000);
});
