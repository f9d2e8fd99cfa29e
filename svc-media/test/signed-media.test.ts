import { execFileSync } from 'node:child_process';
import { mediaFileOf, SERVING_PATHS } from '@rbt/contracts';
import { signServingPath, signedServingUrl } from '@rbt/service-kit';
import { advertiser, call } from '@rbt/test-kit';
import { startTestServer, TEST_SERVING_SECRET as KEY, type TestServer } from './test-server';
import { raw } from './audio-helpers';

const OLD_KEY = 'test-serving-url-secret-0123456789-previous';
const HOUR = 3_600_000;

/** A request as an operator's player makes it: no identity header, the URL alone. */
const anon = async (base: string, url: string, init: { method?: string; headers?: Record<string, string> } = {}) => {
  const res = await fetch(base + url, init);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('svc-media signed media (/rtb/v1/media)', () => {
  let s: TestServer;
  let audioId: string;
  let telephone: Buffer;
  const mediaPath = (id: string) => `${SERVING_PATHS.media}/${id}.wav`;
  beforeAll(async () => {
    s = await startTestServer({ SERVING_URL_SECRET_PREVIOUS: OLD_KEY });
    const owner = advertiser('media-owner');
    const made = await call(s.base, 'POST', '/api/tts/generate', {
      as: owner,
      body: { script: 'Signed media for the operator.', language: 'english', voice: 'oliver' },
    });
    audioId = made.body.audioId;
    telephone = (await raw(s.base, 'GET', made.body.renditions.telephone, owner)).bytes;
  });
  afterAll(() => s.stop());

  it('when a signed URL is fetched without identity, then the telephone rendition arrives as audio/wav', async () => {
    const exp = Date.now() + HOUR;
    const r = await anon(s.base, signedServingUrl(KEY, mediaPath(audioId), exp));
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('audio/wav');
    expect(telephone.length).toBeGreaterThan(44);
    expect(r.bytes.equals(telephone)).toBe(true);
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(r.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(HOUR / 1000);
  });

  it('when the URL is valid longer than a day, then shared caches still keep it at most a day', async () => {
    const r = await anon(s.base, signedServingUrl(KEY, mediaPath(audioId), Date.now() + 30 * 24 * HOUR));
    expect(r.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('when the A-law rendition is asked, then ffprobe reads G.711 A-law at 8 kHz mono (µ-law stays the default)', async () => {
    const exp = Date.now() + HOUR;
    const probe = (bytes: Buffer) =>
      JSON.parse(
        execFileSync(
          'ffprobe',
          ['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate,channels', '-of', 'json', '-'],
          {
            input: bytes,
          },
        ).toString(),
      ).streams[0];
    const alaw = await anon(
      s.base,
      signedServingUrl(KEY, `${SERVING_PATHS.media}/${mediaFileOf(audioId, 'alaw')}`, exp),
    );
    expect(alaw.status).toBe(200);
    expect(alaw.headers.get('content-type')).toBe('audio/wav');
    expect(probe(alaw.bytes)).toEqual({ codec_name: 'pcm_alaw', sample_rate: '8000', channels: 1 });
    const mulaw = await anon(
      s.base,
      signedServingUrl(KEY, `${SERVING_PATHS.media}/${mediaFileOf(audioId, 'mulaw')}`, exp),
    );
    expect(mulaw.bytes.equals(telephone)).toBe(true);
    expect(probe(mulaw.bytes)).toEqual({ codec_name: 'pcm_mulaw', sample_rate: '8000', channels: 1 });
    const amr = signedServingUrl(KEY, `${SERVING_PATHS.media}/${audioId}.amr.wav`, exp);
    expect((await anon(s.base, amr)).status).toBe(404);
  });

  it('when HEAD is asked, then the length is given and no body is sent', async () => {
    const r = await anon(s.base, signedServingUrl(KEY, mediaPath(audioId), Date.now() + HOUR), { method: 'HEAD' });
    expect(r.status).toBe(200);
    expect(Number(r.headers.get('content-length'))).toBe(telephone.length);
    expect(r.headers.get('accept-ranges')).toBe('bytes');
    expect(r.bytes.length).toBe(0);
  });

  it('when a byte range is asked, then 206 returns exactly those bytes', async () => {
    const url = signedServingUrl(KEY, mediaPath(audioId), Date.now() + HOUR);
    const r = await anon(s.base, url, { headers: { range: 'bytes=10-99' } });
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe(`bytes 10-99/${telephone.length}`);
    expect(r.bytes.equals(telephone.subarray(10, 100))).toBe(true);
    const past = await anon(s.base, url, { headers: { range: `bytes=${telephone.length}-` } });
    expect(past.status).toBe(416);
  });

  it('when the URL was signed with the key being rotated out, then it is still served', async () => {
    const r = await anon(s.base, signedServingUrl(OLD_KEY, mediaPath(audioId), Date.now() + HOUR));
    expect(r.status).toBe(200);
  });

  it('when the signature is wrong, missing, for another path or another key, then 403', async () => {
    const exp = Date.now() + HOUR;
    const { exp: e, sig } = signServingPath(KEY, mediaPath(audioId), exp);
    const other = signServingPath(KEY, mediaPath('another-audio'), exp);
    const foreign = signServingPath('some-other-secret-0123456789-abcdef', mediaPath(audioId), exp);
    const urls = [
      `${mediaPath(audioId)}?exp=${e}&sig=${sig.slice(0, -2)}xx`,
      `${mediaPath(audioId)}?exp=${Number(e) + 60}&sig=${sig}`,
      `${mediaPath(audioId)}?sig=${sig}`,
      mediaPath(audioId),
      `${mediaPath(audioId)}?exp=${other.exp}&sig=${other.sig}`,
      `${mediaPath(audioId)}?exp=${foreign.exp}&sig=${foreign.sig}`,
      `${mediaPath(audioId)}?exp=${e}&exp=${e}&sig=${sig}`,
    ];
    for (const url of urls) {
      const r = await anon(s.base, url);
      expect({ url, status: r.status, body: r.bytes.toString() }).toMatchObject({ url, status: 403 });
      expect(JSON.parse(r.bytes.toString()).error.code).toBe('forbidden');
    }
  });

  it('when the URL has expired, then 403 says so', async () => {
    const r = await anon(s.base, signedServingUrl(KEY, mediaPath(audioId), Date.now() - 5_000));
    expect(r.status).toBe(403);
    expect(JSON.parse(r.bytes.toString()).error.message).toMatch(/expired/);
  });

  it('when a well-signed URL names an unknown audio or not a .wav, then 404', async () => {
    const exp = Date.now() + HOUR;
    const unknown = await anon(s.base, signedServingUrl(KEY, mediaPath('0f4d1a4e-unknown'), exp));
    expect(unknown.status).toBe(404);
    const mp3 = `${SERVING_PATHS.media}/${audioId}.mp3`;
    expect((await anon(s.base, signedServingUrl(KEY, mp3, exp))).status).toBe(404);
  });

  it('when anything else is asked without identity, then it is still refused', async () => {
    expect((await anon(s.base, `${SERVING_PATHS.media}/a/b.wav`)).status).toBe(401);
    expect((await anon(s.base, `/api/audio/${audioId}/telephone`)).status).toBe(401);
  });
});
