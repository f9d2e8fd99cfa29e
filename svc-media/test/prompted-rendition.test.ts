import { execFileSync, spawnSync } from 'node:child_process';
import { mediaFileOf, SERVING_PATHS, type TelephoneCodec } from '@rbt/contracts';
import { signedServingUrl, signIdentity, type Caller } from '@rbt/service-kit';
import { advertiser, call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { startTestServer, TEST_SERVING_SECRET as KEY, type TestServer } from './test-server';

const HOUR = 3_600_000;
const service: Caller = { id: 'svc-capacity', role: 'service', email: '' };

/** What ffprobe reads in a file, independently of the service. */
function probe(bytes: Buffer) {
  const args = ['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate,channels,duration', '-of', 'json', '-'];
  const s = JSON.parse(execFileSync('ffprobe', args, { input: bytes }).toString()).streams[0];
  return { codec: s.codec_name, rate: s.sample_rate, channels: s.channels, sec: Number(s.duration) };
}

/** Mean level (dBFS) of the last seconds of a file, by ffmpeg's volumedetect: speech there, not silence. */
function tailMeanDb(bytes: Buffer, seconds: number): number {
  const args = [
    '-hide_banner',
    '-f',
    'wav',
    '-i',
    '-',
    '-af',
    `areverse,atrim=0:${seconds},volumedetect`,
    '-f',
    'null',
    '-',
  ];
  const err = spawnSync('ffmpeg', args, { input: bytes, encoding: 'utf8' }).stderr;
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(err)?.[1] ?? -Infinity);
}

describe('svc-media telephone rendition with the press 1 / press 9 prompt', () => {
  let s: TestServer;
  const audios: Record<string, string> = {};
  const media = async (audioId: string, codec: TelephoneCodec, prompt?: string) => {
    const path = `${SERVING_PATHS.media}/${mediaFileOf(audioId, codec, prompt)}`;
    const res = await fetch(s.base + signedServingUrl(KEY, path, Date.now() + HOUR));
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const lengthOf = (audioId: string, prompt?: string) =>
    call(s.base, 'GET', `/api/audio-files/${audioId}/telephone${prompt ? `?prompt=${prompt}` : ''}`, { as: service });
  beforeAll(async () => {
    s = await startTestServer();
    const owner = advertiser('prompt-owner');
    const scripts = [
      ['english', 'oliver', 'Fresh bread every morning at Khan Bakers.'],
      ['urdu', 'ayesha', 'خان بیکرز پر ہر صبح تازہ روٹی۔'],
    ] as const;
    for (const [language, voice, script] of scripts) {
      const made = await call(s.base, 'POST', '/api/tts/generate', { as: owner, body: { script, language, voice } });
      audios[language] = made.body.audioId;
    }
  });
  afterAll(() => s.stop());

  it('when a campaign offers an SMS in English, then its A-law rendition is the ad plus a spoken prompt, 8 kHz G.711', async () => {
    const id = audios.english as string;
    const plain = await media(id, 'alaw');
    const prompted = await media(id, 'alaw', 'sms-english');
    expect(prompted.status).toBe(200);
    const p = probe(plain.bytes);
    const q = probe(prompted.bytes);
    expect(q).toMatchObject({ codec: 'pcm_alaw', rate: '8000', channels: 1 });
    // "Press 1 to get this offer by SMS. Press 9 to stop these ads." takes well over two seconds to say.
    expect(q.sec - p.sec).toBeGreaterThan(2);
    expect(tailMeanDb(prompted.bytes, 1.5)).toBeGreaterThan(-40);
  });

  it('when the length of a prompted rendition is asked, then it is the length of the file served', async () => {
    const id = audios.english as string;
    const plain = await lengthOf(id);
    const prompted = await lengthOf(id, 'sms-english');
    expect(prompted.status).toBe(200);
    expect(prompted.body).toMatchObject({ audioId: id, prompt: 'sms-english' });
    expect(prompted.body.durationSec).toBeCloseTo(probe((await media(id, 'alaw', 'sms-english')).bytes).sec, 2);
    expect(plain.body).toMatchObject({ prompt: null });
    expect(plain.body.durationSec).toBeCloseTo(probe((await media(id, 'alaw')).bytes).sec, 2);
  });

  it('when an Urdu campaign asks for a callback, then the µ-law rendition ends with the Urdu prompt', async () => {
    const id = audios.urdu as string;
    const plain = probe((await media(id, 'mulaw')).bytes);
    const prompted = await media(id, 'mulaw', 'callback-urdu');
    const q = probe(prompted.bytes);
    expect(q).toMatchObject({ codec: 'pcm_mulaw', rate: '8000', channels: 1 });
    expect(q.sec - plain.sec).toBeGreaterThan(2);
    expect(tailMeanDb(prompted.bytes, 1.5)).toBeGreaterThan(-40);
  });

  it('when no prompt is named, then the rendition is the ad alone (no prompt for a campaign without response)', async () => {
    const id = audios.english as string;
    const plain = probe((await media(id, 'alaw')).bytes);
    const withPrompt = probe((await media(id, 'alaw', 'sms-english')).bytes);
    expect(plain.sec).toBeLessThan(withPrompt.sec - 2);
    expect((await lengthOf(id)).body.durationSec).toBeCloseTo(plain.sec, 2);
  });

  it('when the prompt is not one of ours, then the media URL is 404 and the length 400', async () => {
    const id = audios.english as string;
    expect((await media(id, 'alaw', 'sms-klingon')).status).toBe(404);
    const length = await lengthOf(id, 'sms-klingon');
    expect([length.status, length.body.error.message]).toEqual([
      400,
      'prompt: prompt must be <sms|callback>-<language>',
    ]);
  });

  it('when the owner previews the telephone rendition with a prompt, then it is what a caller hears; others get 404', async () => {
    const id = audios.english as string;
    const owner = advertiser('prompt-owner');
    const get = (path: string, as = owner) => fetch(s.base + path, { headers: signIdentity(TEST_INTERNAL_SECRET, as) });
    const plain = await get(`/api/audio/${id}/telephone`);
    const prompted = await get(`/api/audio/${id}/telephone?prompt=sms-english`);
    expect(prompted.status).toBe(200);
    const p = probe(Buffer.from(await plain.arrayBuffer()));
    const q = probe(Buffer.from(await prompted.arrayBuffer()));
    expect(q).toMatchObject({ codec: 'pcm_mulaw', rate: '8000', channels: 1 });
    expect(q.sec - p.sec).toBeGreaterThan(2);
    const refused = async (path: string) => {
      const r = await get(path);
      return [r.status, ((await r.json()) as { error: { message: string } }).error.message];
    };
    expect(await refused(`/api/audio/${id}/telephone?prompt=sms-klingon`)).toEqual([
      400,
      'prompt: prompt must be <sms|callback>-<language>',
    ]);
    expect(await refused(`/api/audio/${id}?prompt=sms-english`)).toEqual([
      400,
      'prompt: only the telephone rendition has a prompt',
    ]);
    expect((await get(`/api/audio/${id}/telephone?prompt=sms-english`, advertiser('prompt-other'))).status).toBe(404);
  });

  it('when an advertiser asks for a rendition length, then 404: making renditions is for services', async () => {
    const r = await call(s.base, 'GET', `/api/audio-files/${audios.english}/telephone`, {
      as: advertiser('prompt-owner'),
    });
    expect(r.status).toBe(404);
  });
});
