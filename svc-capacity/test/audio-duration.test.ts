import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { PlatformCreatives, SERVING_PATHS } from '@rbt/contracts';
import { verifyIdentity } from '@rbt/service-kit';
import { startTestServer } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber } from './serving-fixtures';

/**
 * svc-media's audio record and telephone rendition routes as a stand-in (the routes themselves are tested in
 * svc-media): service identity only. `prompted` holds `<audioId>|<prompt>` lengths, rendition with the prompt.
 */
function mediaStandIn(seconds: Record<string, number>, prompted: Record<string, number> = {}) {
  return http.createServer((req, res) => {
    const caller = verifyIdentity(TEST_INTERNAL_SECRET, req.headers);
    const url = new URL(req.url ?? '/', 'http://media');
    const rendition = /^\/api\/audio-files\/([^/]+)\/telephone$/.exec(url.pathname);
    if (rendition) {
      const prompt = url.searchParams.get('prompt');
      const sec = prompted[`${rendition[1]}|${prompt}`];
      res.statusCode = caller?.role !== 'service' ? 403 : sec ? 200 : 404;
      return res.end(JSON.stringify({ audioId: rendition[1], prompt, durationSec: sec }));
    }
    const id = /^\/api\/audio-files\/([^/]+)$/.exec(url.pathname)?.[1] ?? '';
    const durationSec = seconds[id];
    res.statusCode = caller?.role !== 'service' ? 403 : durationSec ? 200 : 404;
    const metadata = { durationSec, sampleRate: 44100, channels: 1, loudnessLufs: -16, truePeakDbtp: -1.5 };
    const view = {
      objectPath: `/objects/audio/${id}`,
      audioId: id,
      metadata: { ...metadata, waveform: Array(16).fill(0.5), source: 'upload' },
      renditions: { master: '', telephone: '', original: '', download: '' },
    };
    res.end(res.statusCode === 200 ? JSON.stringify(view) : '{}');
  });
}

describe('VAST Duration', () => {
  const media = mediaStandIn(
    { 'aud-short': 3.785, 'aud-offer': 10.5, 'aud-unmade': 8 },
    { 'aud-offer|sms-english': 15.25, 'aud-offer|callback-urdu': 14.75 },
  );
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    await new Promise<void>((r) => media.listen(0, '127.0.0.1', r));
    s = await startTestServer({ MEDIA_URL: `http://127.0.0.1:${(media.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await s.stop();
    await new Promise((r) => media.close(r));
  });
  const answer = async (city: string) =>
    (await call(s.base, 'GET', decisionPath({ sub: subscriber(1), city }), { as: platform() })).body as string;
  const durationOf = async (city: string) => /<Duration>([^<]+)<\/Duration>/.exec(await answer(city))?.[1];
  const mediaFiles = (xml: string) => [...xml.matchAll(/\/rtb\/v1\/media\/([^?]+)\?/g)].map((m) => m[1]);

  it('when the campaign says 30 s for an upload of 3.785 s, then the answer carries the measured 3.785 s', async () => {
    await liveCampaign(s.deps, 'camp-short', { audio: { id: 'aud-short', durationSec: 30 } });
    expect(await durationOf('karachi')).toBe('00:00:03.785');
  });

  it('when svc-media does not know the audio, then the campaign figure stays', async () => {
    await liveCampaign(s.deps, 'camp-unknown', { audio: { id: 'aud-gone', durationSec: 12 } }, 1000, 'lahore');
    expect(await durationOf('lahore')).toBe('00:00:12.000');
  });

  it('when the campaign offers an SMS in English, then the media files end with the English prompt and Duration is theirs', async () => {
    const response = { kind: 'sms' as const, text: 'Eid offer: 20% off at example.pk' };
    await liveCampaign(
      s.deps,
      'camp-offer',
      { audio: { id: 'aud-offer', durationSec: 30 }, language: 'english', response },
      1000,
      'multan',
    );
    const xml = await answer('multan');
    expect(/<Duration>([^<]+)<\/Duration>/.exec(xml)?.[1]).toBe('00:00:15.250');
    expect(mediaFiles(xml)).toEqual(['aud-offer.alaw.sms-english.wav', 'aud-offer.mulaw.sms-english.wav']);
  });

  it('when the campaign asks for a callback with no language known, then the prompt is the Urdu one', async () => {
    await liveCampaign(
      s.deps,
      'camp-call',
      { audio: { id: 'aud-offer', durationSec: 30 }, response: { kind: 'callback' } },
      1000,
      'quetta',
    );
    const xml = await answer('quetta');
    expect(/<Duration>([^<]+)<\/Duration>/.exec(xml)?.[1]).toBe('00:00:14.750');
    expect(mediaFiles(xml)).toContain('aud-offer.alaw.callback-urdu.wav');
  });

  it('when the campaign has no response, then the media files have no prompt and Duration is the ad alone', async () => {
    await liveCampaign(
      s.deps,
      'camp-plain',
      { audio: { id: 'aud-offer', durationSec: 30 }, language: 'english' },
      1000,
      'peshawar',
    );
    const xml = await answer('peshawar');
    expect(/<Duration>([^<]+)<\/Duration>/.exec(xml)?.[1]).toBe('00:00:10.500');
    expect(mediaFiles(xml)).toEqual(['aud-offer.alaw.wav', 'aud-offer.mulaw.wav']);
  });

  it('when two ads share one audio and offer different responses, then each is served its own prompted file', async () => {
    const audio = { id: 'aud-offer', durationSec: 30 };
    const sms = { kind: 'sms' as const, text: 'Eid offer: 20% off at example.pk' };
    await liveCampaign(
      s.deps,
      'camp-pair',
      {
        audio,
        language: 'english',
        response: sms,
        rotation: 'weighted',
        creatives: [
          { id: 'camp-pair', audio, language: 'english', weight: 0, response: sms },
          { id: 'camp-pair-2', audio, language: 'urdu', weight: 100, response: { kind: 'callback' } },
        ],
      },
      1000,
      'bahawalpur',
    );
    const xml = await answer('bahawalpur');
    expect(/<Duration>([^<]+)<\/Duration>/.exec(xml)?.[1]).toBe('00:00:14.750');
    expect(mediaFiles(xml)).toEqual(['aud-offer.alaw.callback-urdu.wav', 'aud-offer.mulaw.callback-urdu.wav']);
    const listed = PlatformCreatives.parse(
      (await call(s.base, 'GET', SERVING_PATHS.creatives, { as: platform() })).body,
    ).creatives.filter((c) => c.universalAdId.startsWith('camp-pair'));
    expect(listed.map((c) => [c.universalAdId, c.durationSec, mediaFiles(c.renditions[0]?.url ?? '')[0]])).toEqual([
      ['camp-pair', 15.25, 'aud-offer.alaw.sms-english.wav'],
      ['camp-pair-2', 14.75, 'aud-offer.alaw.callback-urdu.wav'],
    ]);
  });

  it('when svc-media cannot make the prompted rendition, then the plain one is served with its own Duration', async () => {
    const response = { kind: 'sms' as const, text: 'Call us' };
    await liveCampaign(
      s.deps,
      'camp-unmade',
      { audio: { id: 'aud-unmade', durationSec: 30 }, response },
      1000,
      'sialkot',
    );
    const xml = await answer('sialkot');
    expect(/<Duration>([^<]+)<\/Duration>/.exec(xml)?.[1]).toBe('00:00:08.000');
    expect(mediaFiles(xml)).toEqual(['aud-unmade.alaw.wav', 'aud-unmade.mulaw.wav']);
  });
});
