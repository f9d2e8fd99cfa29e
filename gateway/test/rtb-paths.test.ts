import { signIdentity } from '@rbt/service-kit';
import { KeyIssued } from '@rbt/contracts';
import { TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { startGateway, Client } from './harness';
import { recordingUpstream, rawGet } from './recording-upstream';

/** Hostile spellings of the /rtb routes and the public track/media routes, against recording upstreams. */
describe('the /rtb routes, whatever the spelling', () => {
  let capacity: Awaited<ReturnType<typeof recordingUpstream>>;
  let media: Awaited<ReturnType<typeof recordingUpstream>>;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let admin: Client;
  let secret: string;

  beforeAll(async () => {
    [capacity, media] = await Promise.all([recordingUpstream('capacity'), recordingUpstream('media')]);
    const all = { CAPACITY_URL: capacity.url, MEDIA_URL: media.url, CAMPAIGNS_URL: capacity.url };
    gw = await startGateway({ ...all, PRICING_URL: capacity.url });
    admin = new Client(gw.base);
    await admin.signUp('boss@example.pk');
    secret = KeyIssued.parse((await admin.req('POST', '/api/admin/platforms', { name: 'Paths RBT' })).body).key.secret;
  });
  afterAll(async () => {
    await gw.stop();
    capacity.close();
    media.close();
  });

  const upstreamCalls = () => capacity.seen.length + media.seen.length;

  it.each([
    '/RTB/v1/decisions',
    '/rtb/V1/decisions',
    '/rtb/v1/Decisions',
    '/rtb//v1/decisions',
    '//rtb/v1/decisions',
    '/rtb/v1/decisions/',
    '/rtb/v1/decisions/x',
    '/rtb/v1/./decisions',
    '/rtb/v1/x/../decisions',
    '/rtb/v1/%64ecisions',
    '/rtb%2fv1%2fdecisions',
    '/%72tb/v1/decisions',
    '/rtb/v1/decisions%00',
    '/rtb\\v1\\decisions',
    '/rtb/v1/track/../decisions',
    '/rtb/v1/track/%2e%2e/decisions',
    '/rtb/v1/track',
    '/rtb/v1/media/',
    '/rtb/v2/decisions',
    '/rtb',
  ])('when %s is asked, with or without a key, then 404 and no service is reached', async (path) => {
    const before = upstreamCalls();
    const variants: Record<string, string>[] = [{}, { authorization: `Bearer ${secret}` }, { cookie: admin.cookie }];
    for (const h of variants) {
      const r = await rawGet(gw.base, path, h);
      expect(r.status).toBe(404);
      expect(JSON.parse(r.text).error.code).toBe('not_found');
    }
    expect(upstreamCalls()).toBe(before);
  });

  it('when /rtb is reached through /api spellings, then the path rule (400) or the session rules (401) refuse it and no service is reached', async () => {
    const before = upstreamCalls();
    // A dot segment is not a canonical spelling (docs/security.md, path rule); the plain /api spelling needs a session.
    expect((await rawGet(gw.base, '/api/../rtb/v1/decisions', { authorization: `Bearer ${secret}` })).status).toBe(400);
    expect((await rawGet(gw.base, '/api/rtb/v1/decisions', { authorization: `Bearer ${secret}` })).status).toBe(401);
    expect(upstreamCalls()).toBe(before);
  });

  it('when a decision is POSTed, then 405 and nothing is proxied', async () => {
    const before = upstreamCalls();
    const r = await fetch(`${gw.base}/rtb/v1/decisions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD');
    expect(upstreamCalls()).toBe(before);
  });

  it('when track and media URLs are called, then they reach their services with no identity, forged or from a cookie', async () => {
    const forged = signIdentity(TEST_INTERNAL_SECRET, { id: 'x', role: 'admin', email: 'boss@example.pk' });
    const h = { cookie: admin.cookie, authorization: `Bearer ${secret}`, ...forged };
    const track = '/rtb/v1/track/0123456789abcdef/impression?exp=1&sig=abc';
    const audio = '/rtb/v1/media/0123e4567-e89b-12d3-a456-426614174000.wav?exp=1&sig=abc';
    expect((await rawGet(gw.base, track, { ...h, 'x-request-id': 'rtb-track' })).headers['x-upstream']).toBe(
      'capacity',
    );
    expect((await rawGet(gw.base, audio, { ...h, 'x-request-id': 'rtb-media' })).headers['x-upstream']).toBe('media');
    const seen = [
      capacity.seen.find((s) => s.headers['x-request-id'] === 'rtb-track')!,
      media.seen.find((s) => s.headers['x-request-id'] === 'rtb-media')!,
    ];
    expect(seen.map((s) => s.url)).toEqual([track, audio]);
    for (const s of seen) {
      expect(s.caller).toBeNull();
      expect(
        Object.keys(s.headers).filter((n) => n.startsWith('x-rbt-') || n === 'cookie' || n === 'authorization'),
      ).toEqual([]);
    }
  });
});
