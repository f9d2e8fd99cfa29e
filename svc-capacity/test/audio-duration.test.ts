import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { verifyIdentity } from '@rbt/service-kit';
import { startTestServer } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber } from './serving-fixtures';

/** svc-media's audio record route as a stand-in (the route itself is tested in svc-media): service identity only. */
function mediaStandIn(seconds: Record<string, number>) {
  return http.createServer((req, res) => {
    const caller = verifyIdentity(TEST_INTERNAL_SECRET, req.headers);
    const id = /^\/api\/audio-files\/([^/]+)$/.exec(req.url ?? '')?.[1] ?? '';
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
  const media = mediaStandIn({ 'aud-short': 3.785 });
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    await new Promise<void>((r) => media.listen(0, '127.0.0.1', r));
    s = await startTestServer({ MEDIA_URL: `http://127.0.0.1:${(media.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await s.stop();
    await new Promise((r) => media.close(r));
  });
  const durationOf = async (city: string) => {
    const r = await call(s.base, 'GET', decisionPath({ sub: subscriber(1), city }), { as: platform() });
    return /<Duration>([^<]+)<\/Duration>/.exec(r.body as string)?.[1];
  };

  it('when the campaign says 30 s for an upload of 3.785 s, then the answer carries the measured 3.785 s', async () => {
    await liveCampaign(s.deps, 'camp-short', { audio: { id: 'aud-short', durationSec: 30 } });
    expect(await durationOf('karachi')).toBe('00:00:03.785');
  });

  it('when svc-media does not know the audio, then the campaign figure stays', async () => {
    await liveCampaign(s.deps, 'camp-unknown', { audio: { id: 'aud-gone', durationSec: 12 } }, 1000, 'lahore');
    expect(await durationOf('lahore')).toBe('00:00:12.000');
  });
});
