import fs from 'node:fs';
import { advertiser, call } from '@rbt/test-kit';
import { startTestServer, type TestServer } from './test-server';
import { lavfiAudio, makeAudio, raw, scratch } from './audio-helpers';
import { SILENT_MESSAGE } from '../src/domain/audio-intake-use-case';

/** A 4 s WAV made by ffmpeg from a lavfi source and filter (all zeros, or a tone turned down). */
const wav = (dir: string, name: string, source: string, filter?: string): string =>
  lavfiAudio(dir, name, source, filter, ['-t', '4', '-c:a', 'pcm_s16le']);

describe('svc-media refuses near-silent audio', () => {
  let s: TestServer;
  const dir = scratch();
  const me = advertiser('quiet-uploader');
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (file: string) => {
    const url = (await call(s.base, 'POST', '/api/objects/upload', { as: me })).body.uploadURL as string;
    const sent = await raw(s.base, 'PUT', url, me, {
      body: fs.readFileSync(file),
      headers: { 'content-type': 'audio/wav' },
    });
    expect(sent.status).toBe(200);
    return call(s.base, 'PUT', '/api/audio-files', { as: me, body: { audioFileURL: url } });
  };

  it.each([
    ['digital silence (-70 LUFS, no peak)', () => wav(dir, 'zeros.wav', 'anullsrc=r=44100:cl=mono')],
    ['a tone 60 dB down (about -62 LUFS)', () => wav(dir, 'faint.wav', 'sine=frequency=330', 'volume=-60dB')],
    ['faint hiss (about -65 LUFS)', () => wav(dir, 'hiss.wav', 'anoisesrc=a=0.0007:c=white')],
  ])(
    'when %s is uploaded as a creative, then registration answers 400 with a clear message and keeps nothing',
    async (_label, make) => {
      const r = await upload(make());
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(SILENT_MESSAGE);
      expect(await s.keys('masters')).toEqual([]);
      expect(await s.keys('originals')).toEqual([]);
    },
  );

  it('when quiet but audible speech-level audio is uploaded (-24 dB tone), then it is accepted and raised to -16 LUFS', async () => {
    const r = await upload(makeAudio(dir, 'quiet.wav', 3));
    expect(r.status).toBe(200);
    expect(Math.abs(r.body.metadata.loudnessLufs - -16)).toBeLessThanOrEqual(1);
  });
});
