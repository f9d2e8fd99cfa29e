import { PlatformCreatives, SERVING_PATHS } from '@rbt/contracts';
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
    ['codec', { sub, city: 'karachi', codec: 'amr-wb' }],
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
      ['complete', 'error', 'firstQuartile', 'impression', 'midpoint', 'optout', 'start', 'thirdQuartile'].sort(),
    );
    for (const p of Object.values(paths)) expect(p).toContain(`/rtb/v1/track/${id}/`);
    expect(xml).toMatch(/https:\/\/ads\.example\.pk\/rtb\/v1\/media\/aud-77\.alaw\.wav\?exp=\d+&sig=[\w-]+/);
    expect(xml).toContain('https://ads.example.pk/rtb/v1/track/');
  });

  it('when a campaign is served, then the answer names it, its advertiser, IAB categories, language, renditions and validity', async () => {
    const meta = { title: 'Eid Sale & more', advertiser: 'Khaadi', interests: ['shopping', 'finance', 'kites'] };
    await liveCampaign(s.deps, 'camp-meta', { ...meta, language: 'urdu' }, 1000, 'sialkot');
    const ask = (q: Record<string, string> = {}) =>
      call(s.base, 'GET', decisionPath({ sub: subscriber(50), city: 'sialkot', ...q }), { as: platform() });
    const xml = (await ask()).body as string;
    expect(xml).toContain('<AdTitle>Eid Sale &amp; more</AdTitle><Advertiser>Khaadi</Advertiser>');
    const authority = 'authority="https://iabtechlab.com/standards/content-taxonomy/"';
    expect(xml).toContain(`<Category ${authority}>IAB22</Category><Category ${authority}>IAB13</Category><Creatives>`);
    expect(xml).toContain('<Extension type="rbt-creative"><Language>ur</Language></Extension>');
    const expires = Number(/<Expires>(\d+)<\/Expires>/.exec(xml)?.[1]);
    expect(expires).toBeGreaterThan(590);
    expect(expires).toBeLessThanOrEqual(600);
    const files = [...xml.matchAll(/<MediaFile [^>]*codec="(\d)"[^>]*><!\[CDATA\[[^\]]*\/media\/aud-1\.(\w+)\.wav\?/g)];
    expect(files.map((m) => [m[1], m[2]])).toEqual([
      ['6', 'alaw'],
      ['7', 'mulaw'],
    ]);
    const one = (await ask({ codec: 'mulaw' })).body as string;
    expect(one.match(/<MediaFile /g)).toHaveLength(1);
    expect(one).toContain('/media/aud-1.mulaw.wav?');
  });

  it('when a platform lists the creatives, then each live one has its renditions signed for days, and 304 while unchanged', async () => {
    await liveCampaign(s.deps, 'camp-listed', { title: 'Listed', audio: { id: 'aud-listed', durationSec: 3.785 } });
    const first = await call(s.base, 'GET', SERVING_PATHS.creatives, { as: platform() });
    expect(first.status).toBe(200);
    const listed = PlatformCreatives.parse(first.body).creatives.find((c) => c.universalAdId === 'camp-listed');
    expect(listed).toMatchObject({ title: 'Listed', durationSec: 3.785 });
    expect(listed?.renditions.map((r) => [r.codec, r.vastCodec])).toEqual([
      ['alaw', '6'],
      ['mulaw', '7'],
    ]);
    expect(listed?.renditions[0]?.url).toMatch(
      /^https:\/\/ads\.example\.pk\/rtb\/v1\/media\/aud-listed\.alaw\.wav\?exp=/,
    );
    expect(Date.parse(listed?.renditions[0]?.expiresAt ?? '') - Date.now()).toBeGreaterThan(7 * 86_400_000);
    const etag = first.headers.get('etag') as string;
    const again = await call(s.base, 'GET', SERVING_PATHS.creatives, {
      as: platform(),
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await liveCampaign(s.deps, 'camp-listed-2', {}, 1000, 'quetta');
    const changed = await call(s.base, 'GET', SERVING_PATHS.creatives, {
      as: platform(),
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect((await call(s.base, 'GET', SERVING_PATHS.creatives, { as: advertiser() })).status).toBe(403);
  });

  it('when a platform retries a callId, then the same answer comes back and one play of the cap is held', async () => {
    await liveCampaign(s.deps, 'camp-retry', { freqCapPerDay: 2 }, 1000, 'multan');
    const ask = (callId: string, as = platform()) =>
      call(s.base, 'GET', decisionPath({ sub: subscriber(40), city: 'multan', callId }), { as });
    // Only <Expires> may differ: it counts down what is left of the decision's validity.
    const answer = async (callId: string) =>
      ((await ask(callId)).body as string).replace(/<Expires>\d+</, '<Expires><');
    const first = await answer('call-7');
    expect(first).toContain('<Ad ');
    expect(await answer('call-7')).toBe(first);
    // The retry held nothing: the subscriber's second play of the day is still free for another call.
    expect((await ask('call-8')).body).toContain('<Ad ');
    expect((await ask('call-9')).body).not.toContain('<Ad ');
    // Another platform's call id is its own.
    expect((await ask('call-7', platform('plat-zong'))).body).not.toContain('<Ad ');
  });

  it('when the serving clock runs ahead (the browser-test portal at night), then the shifted hour is served', async () => {
    const ahead = await startTestServer({ SERVING_CLOCK_SHIFT_MS: String(300 * 60_000) });
    try {
      const later = ahead.deps.servingClock();
      await liveCampaign(ahead.deps, 'camp-later', {}, 1000, 'karachi', later);
      const r = await call(ahead.base, 'GET', decisionPath({ sub: subscriber(9), city: 'karachi' }), {
        as: platform(),
      });
      expect(r.body).toContain('>camp-later</UniversalAdId>');
      // The same booking on the wall clock's server is five hours away (nineteen back late in the day): nothing to serve now.
      await liveCampaign(s.deps, 'camp-later', {}, 1000, 'karachi', later);
      const now = await call(s.base, 'GET', decisionPath({ sub: subscriber(9), city: 'karachi' }), { as: platform() });
      expect(now.body).not.toContain('camp-later');
    } finally {
      await ahead.stop();
    }
  });

  it('when the serving clock runs behind (the browser-test portal in the Karachi evening), then its tracking counts and its media URLs hold on the wall clock', async () => {
    const shift = -360 * 60_000;
    const behind = await startTestServer({ SERVING_CLOCK_SHIFT_MS: String(shift) });
    try {
      await liveCampaign(behind.deps, 'camp-earlier', {}, 1000, 'karachi', behind.deps.servingClock());
      const r = await call(behind.base, 'GET', decisionPath({ sub: subscriber(11), city: 'karachi' }), {
        as: platform(),
      });
      expect(r.body).toContain('>camp-earlier</UniversalAdId>');
      const track = trackingPaths(r.body);
      expect((await call(behind.base, 'GET', track.impression!, { as: platform() })).status).toBe(204);
      // svc-media checks a media URL's expiry against the wall clock: it must lie ahead of now there.
      const media = [...r.body.matchAll(/<MediaFile[^>]*>\s*<!\[CDATA\[([^\]]+)\]\]>/g)].map((m) => new URL(m[1]!));
      expect(media.length).toBeGreaterThan(0);
      for (const u of media) expect(Number(u.searchParams.get('exp')) * 1000).toBeGreaterThan(Date.now() + 60_000);
    } finally {
      await behind.stop();
    }
  });
});
