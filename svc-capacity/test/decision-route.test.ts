import { advertiser, admin, call } from '@rbt/test-kit';
import { startTestServer } from './test-server';
import { decisionPath, liveCampaign, platform, subscriber, trackingPaths } from './serving-fixtures';

describe('GET /rtb/v1/decisions', () => {
  let s: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    s = await startTestServer({ PUBLIC_SERVING_URL: 'https://ads.example.pk' });
  });
  afterAll(() => s.stop());
  const sub = subscriber(1);

  it.each([
    ['sub', { sub: 'not-a-hash', city: 'karachi' }],
    ['city', { sub, city: 'atlantis' }],
    ['gender', { sub, city: 'karachi', gender: 'other' }],
    ['device', { sub, city: 'karachi', device: 'tablet' }],
    ['tier', { sub, city: 'karachi', tier: 'diamond' }],
    ['callId', { sub, city: 'karachi', callId: 'a b<c>' }],
  ])('when %s is malformed, then 400 names it', async (field, q) => {
    const r = await call(s.base, 'GET', decisionPath(q), { as: platform() });
    expect(r.status).toBe(400);
    expect(r.body.error.message.startsWith(`${field}:`)).toBe(true);
  });

  it('when an unknown parameter is sent, then 400 names it', async () => {
    const r = await call(s.base, 'GET', decisionPath({ sub, city: 'karachi', msisdn: '+923001234567' }), {
      as: platform(),
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body.error)).toContain('msisdn');
  });

  it('when the caller has no identity, then 401; when it is not a platform, then 403', async () => {
    expect((await call(s.base, 'GET', decisionPath({ sub, city: 'karachi' }))).status).toBe(401);
    for (const who of [advertiser(), admin()])
      expect((await call(s.base, 'GET', decisionPath({ sub, city: 'karachi' }), { as: who })).status).toBe(403);
  });

  it('when no campaign matches, then an empty VAST 4.1', async () => {
    const r = await call(s.base, 'GET', decisionPath({ sub, city: 'quetta' }), { as: platform() });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('application/xml');
    expect(r.body).toMatch(/<VAST version="4.1"[^>]*\/>$/);
  });

  it('when a live campaign matches, then an audio InLine ad with signed absolute trackers and media', async () => {
    await liveCampaign(s.deps, 'camp-route', { gender: 'female', audio: { id: 'aud-77', durationSec: 15 } });
    const miss = await call(s.base, 'GET', decisionPath({ sub, city: 'karachi', gender: 'male' }), { as: platform() });
    expect(miss.body).not.toContain('<Ad ');
    const r = await call(s.base, 'GET', decisionPath({ sub, city: 'karachi', gender: 'female', callId: 'c-1' }), {
      as: platform(),
    });
    const xml = r.body as string;
    expect(xml).toContain('adType="audio"');
    expect(xml).toContain('<Duration>00:00:15.000</Duration>');
    const id = /<AdServingId>([^<]+)<\/AdServingId>/.exec(xml)?.[1] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const paths = trackingPaths(xml);
    expect(Object.keys(paths).sort()).toEqual(
      ['complete', 'error', 'firstQuartile', 'impression', 'midpoint', 'start', 'thirdQuartile'].sort(),
    );
    for (const p of Object.values(paths)) expect(p).toContain(`/rtb/v1/track/${id}/`);
    expect(xml).toMatch(/https:\/\/ads\.example\.pk\/rtb\/v1\/media\/aud-77\.wav\?exp=\d+&sig=[\w-]+/);
    expect(xml).toContain('https://ads.example.pk/rtb/v1/track/');
  });

  it('when the serving clock runs ahead (the browser-test portal at night), then the shifted hour is served', async () => {
    const ahead = await startTestServer({ SERVING_CLOCK_SHIFT_MIN: '300' });
    try {
      const later = Date.now() + 300 * 60_000;
      await liveCampaign(ahead.deps, 'camp-later', {}, 1000, 'karachi', later);
      const r = await call(ahead.base, 'GET', decisionPath({ sub: subscriber(9), city: 'karachi' }), {
        as: platform(),
      });
      expect(r.body).toContain('>camp-later</UniversalAdId>');
      // The same booking on the wall clock's server is five hours away: nothing to serve now.
      await liveCampaign(s.deps, 'camp-later', {}, 1000, 'karachi', later);
      const now = await call(s.base, 'GET', decisionPath({ sub: subscriber(9), city: 'karachi' }), { as: platform() });
      expect(now.body).not.toContain('camp-later');
    } finally {
      await ahead.stop();
    }
  });
});
