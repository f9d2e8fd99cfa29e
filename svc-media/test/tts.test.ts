import fs from 'node:fs';
import path from 'node:path';
import { advertiser, call } from '@rbt/test-kit';
import { startTestServer } from './test-server';
import { measure, probe, raw, scratch } from './audio-helpers';

const SCRIPTS = {
  urdu: { voice: 'ayesha', script: 'نئے موبائل پیکج کے ساتھ پورا مہینہ مفت کالز کریں۔ آج ہی حاصل کریں۔' },
  english: {
    voice: 'james',
    script: 'Get fifty percent off every new smartphone this week only, at your nearest store.',
  },
  punjabi: { voice: 'hamza', script: 'ਅੱਜ ਹੀ ਨਵਾਂ ਪੈਕੇਜ ਲਓ ਅਤੇ ਪੂਰਾ ਮਹੀਨਾ ਮੁਫ਼ਤ ਗੱਲਾਂ ਕਰੋ।' },
  arabic: { voice: 'ayesha', script: 'احصل على خصم خمسين بالمئة على جميع الهواتف الجديدة هذا الأسبوع فقط.' },
} as const;

describe('svc-media text-to-speech', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  const dir = scratch();
  const me = advertiser('tts-user');
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(Object.entries(SCRIPTS))(
    'when a %s script is generated offline, then real 44.1 kHz speech at -16 ±1 LUFS comes back',
    async (language, { voice, script }) => {
      const r = await call(s.base, 'POST', '/api/tts/generate', {
        as: me,
        body: { script, language, voice, speed: 1, pitch: 0, emotion: 'friendly' },
      });
      expect(r.status).toBe(200);
      expect(r.body.metadata).toMatchObject({ engine: 'espeak-ng', sampleRate: 44100, channels: 1, language, voice });
      expect(r.body.metadata.waveform).toHaveLength(16);
      expect(Math.max(...r.body.metadata.waveform)).toBe(1);
      const audio = await raw(s.base, 'GET', r.body.audioUrl, me);
      expect(audio.status).toBe(200);
      const file = path.join(dir, `${language}.wav`);
      fs.writeFileSync(file, audio.bytes);
      const p = probe(file);
      expect(p.sampleRate).toBe(44100);
      expect(p.duration).toBeGreaterThan(1);
      const m = measure(file);
      expect(Math.abs(m.lufs - -16)).toBeLessThanOrEqual(1);
      expect(m.peak).toBeLessThanOrEqual(-1);
      expect(Math.abs(r.body.metadata.loudnessLufs - m.lufs)).toBeLessThanOrEqual(1);
    },
  );

  it('when the script speaks for under 3 seconds, then the master still measures -16 ±1 LUFS', async () => {
    const r = await call(s.base, 'POST', '/api/tts/generate', {
      as: me,
      body: { script: 'Save today.', language: 'english', voice: 'oliver' },
    });
    const file = path.join(dir, 'short.wav');
    fs.writeFileSync(file, (await raw(s.base, 'GET', r.body.audioUrl, me)).bytes);
    expect(probe(file).duration).toBeLessThan(3);
    expect(Math.abs(measure(file).lufs - -16)).toBeLessThanOrEqual(1);
  });

  it('when speech is generated, then a telephone rendition is served as 8 kHz G.711 mu-law WAV', async () => {
    const r = await call(s.base, 'POST', '/api/tts/generate', {
      as: me,
      body: { script: 'Call now and save.', language: 'english', voice: 'sara' },
    });
    const phone = await raw(s.base, 'GET', r.body.renditions.telephone, me);
    const file = path.join(dir, 'phone.wav');
    fs.writeFileSync(file, phone.bytes);
    expect(probe(file)).toMatchObject({ sampleRate: 8000, channels: 1, codec: 'pcm_mulaw' });
  });

  it('when an advertiser asks twice at once for the same speech, then one audio answers both; another gets their own', async () => {
    const body = { script: 'Twice asked, once made.', language: 'english', voice: 'emma' };
    const other = advertiser('tts-other');
    const [a, b, c] = await Promise.all([
      call(s.base, 'POST', '/api/tts/generate', { as: me, body }),
      call(s.base, 'POST', '/api/tts/generate', { as: me, body }),
      call(s.base, 'POST', '/api/tts/generate', { as: other, body }),
    ]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.body.audioId).toBe(a.body.audioId);
    expect(c.body.audioId).not.toBe(a.body.audioId);
    expect((await raw(s.base, 'GET', c.body.audioUrl, me)).status).toBe(404);
  });

  it('when the speed is doubled, then the speech is shorter', async () => {
    const body = {
      script: 'Visit our new store in Lahore for the best prices on phones.',
      language: 'english',
      voice: 'emma',
    };
    const slow = await call(s.base, 'POST', '/api/tts/generate', { as: me, body: { ...body, speed: 1 } });
    const fast = await call(s.base, 'POST', '/api/tts/generate', { as: me, body: { ...body, speed: 2 } });
    expect(fast.body.metadata.durationSec).toBeLessThan(slow.body.metadata.durationSec * 0.75);
  });

  it('when the script is blank, then 400 says to enter a script', async () => {
    const r = await call(s.base, 'POST', '/api/tts/generate', {
      as: me,
      body: { script: '   ', language: 'english', voice: 'sara' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error.details[0]).toEqual({
      path: 'script',
      message: 'Please enter a script before generating audio.',
    });
  });

  it.each([
    ['351 characters long', { script: 'x'.repeat(351) }, 'script', 'Script must be at most 350 characters'],
    [
      'an English voice for Urdu',
      { script: 'Hello', language: 'urdu', voice: 'sara' },
      'voice',
      'Voice Sara does not speak urdu; choose one of Ayesha, Hamza',
    ],
    ['at speed 2.5', { script: 'Hello', speed: 2.5 }, 'speed', 'Speed must be between 0.5 and 2'],
    ['at pitch 11', { script: 'Hello', pitch: 11 }, 'pitch', 'Pitch must be between -10 and 10'],
    ['angry', { script: 'Hello', emotion: 'angry' }, 'emotion', undefined],
  ])('when the ttsConfig is %s, then 400 names the field', async (_label, body, field, message) => {
    const r = await call(s.base, 'POST', '/api/tts/generate', { as: me, body });
    expect(r.status).toBe(400);
    expect(r.body.error.details[0].path).toBe(field);
    if (message) expect(r.body.error.details[0].message).toBe(message);
  });

  it('when voices for Punjabi are asked for, then the two Urdu voices answer', async () => {
    const r = await call(s.base, 'GET', '/api/tts/voices?language=punjabi', { as: me });
    expect(r.body.voices.map((v: { id: string }) => v.id)).toEqual(['ayesha', 'hamza']);
  });
});
