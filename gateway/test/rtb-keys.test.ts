import { signIdentity } from '@rbt/service-kit';
import { KeyIssued } from '@rbt/contracts';
import { TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { startGateway, Client } from './harness';
import { recordingUpstream, rawGet } from './recording-upstream';

const Q = '/rtb/v1/decisions?sub=' + 'a'.repeat(64) + '&city=karachi';

/**
 * Decisions reach svc-capacity only with a valid platform key; svc-capacity is a recording upstream here (its
 * /rtb route is another engineer's), so the test reads the identity exactly as the service would verify it.
 */
describe('the /rtb path: platform keys, never sessions', () => {
  let capacity: Awaited<ReturnType<typeof recordingUpstream>>;
  let media: Awaited<ReturnType<typeof recordingUpstream>>;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let admin: Client;

  beforeAll(async () => {
    [capacity, media] = await Promise.all([recordingUpstream('capacity'), recordingUpstream('media')]);
    gw = await startGateway({ CAPACITY_URL: capacity.url, MEDIA_URL: media.url, CAMPAIGNS_URL: capacity.url });
    admin = new Client(gw.base);
    await admin.signUp('boss@example.pk');
  });
  afterAll(async () => {
    await gw.stop();
    capacity.close();
    media.close();
  });

  const create = async (name: string, decisionsPerSecond?: number) =>
    KeyIssued.parse((await admin.req('POST', '/api/admin/platforms', { name, decisionsPerSecond })).body);
  const decide = (key: string | undefined, path = Q, extra: Record<string, string> = {}) =>
    rawGet(gw.base, path, { ...(key ? { authorization: `Bearer ${key}` } : {}), ...extra });
  const reached = (id: string) => capacity.seen.filter((s) => s.headers['x-request-id'] === id);

  it('when a valid key asks for a decision, then svc-capacity gets it as the signed platform, without the key', async () => {
    const { platform, key } = await create('Jazz RBT');
    const forged = signIdentity(TEST_INTERNAL_SECRET, { id: 'x', role: 'admin', email: 'boss@example.pk' });
    const r = await decide(key.secret, Q, { 'x-request-id': 'rtb-good-1', ...forged, 'X-RBT-User': 'forged' });
    expect(r).toMatchObject({ status: 200, text: '<VAST version="4.1"/>' });
    const [seen] = reached('rtb-good-1');
    expect(seen!.caller).toEqual({ id: platform.id, role: 'platform', email: 'platform:Jazz RBT' });
    expect(seen!.url).toBe(Q);
    expect(seen!.headers.authorization).toBeUndefined();
    expect(JSON.stringify(seen!.headers)).not.toContain(key.secret);
  });

  it.each([
    ['no Authorization', undefined, {}],
    ['a malformed key', undefined, { authorization: 'Bearer rbt_live_nothing' }],
    ['Basic instead of Bearer', undefined, { authorization: 'Basic dXNlcjpwYXNz' }],
  ])(
    'when a decision comes with %s, then 401 with WWW-Authenticate and nothing reaches the service',
    async (_, key, h) => {
      const r = await decide(key, Q, { ...h, 'x-request-id': `rtb-bad-${_.length}` });
      expect(r.status).toBe(401);
      expect(r.headers['www-authenticate']).toMatch(/^Bearer realm="rbt"/);
      expect(JSON.parse(r.text)).toEqual({ error: { code: 'unauthorized', message: '401: Unauthorized' } });
      expect(reached(`rtb-bad-${_.length}`)).toHaveLength(0);
    },
  );

  it('when a key has the right id but a wrong secret, then 401', async () => {
    const { key } = await create('Guessing');
    const wrong = key.secret.slice(0, -4) + (key.secret.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await decide(wrong, Q, { 'x-request-id': 'rtb-wrong' })).status).toBe(401);
    expect(reached('rtb-wrong')).toHaveLength(0);
  });

  it('when a key is rotated, then both keys work during the overlap and, with no overlap, only the new one', async () => {
    const { platform, key } = await create('Rotating RBT');
    const overlap = KeyIssued.parse(
      (await admin.req('POST', `/api/admin/platforms/${platform.id}/keys`, { overlapHours: 1 })).body,
    );
    expect((await decide(key.secret)).status).toBe(200);
    expect((await decide(overlap.key.secret)).status).toBe(200);
    const now = KeyIssued.parse(
      (await admin.req('POST', `/api/admin/platforms/${platform.id}/keys`, { overlapHours: 0 })).body,
    );
    expect((await decide(key.secret)).status).toBe(401);
    expect((await decide(overlap.key.secret)).status).toBe(401);
    expect((await decide(now.key.secret)).status).toBe(200);
  });

  it('when a sandbox key is issued, then it is rbt_test_, reaches the service as sandbox, and the live key keeps working', async () => {
    const { platform, key } = await create('Sandboxed RBT');
    const test = KeyIssued.parse(
      (await admin.req('POST', `/api/admin/platforms/${platform.id}/keys`, { sandbox: true, overlapHours: 0 })).body,
    );
    expect(test.key.secret).toMatch(/^rbt_test_[0-9a-f]{16}_/);
    expect((await decide(test.key.secret, Q, { 'x-request-id': 'rtb-sandbox' })).status).toBe(200);
    expect(reached('rtb-sandbox')[0]!.caller).toEqual({
      id: platform.id,
      role: 'platform',
      email: 'platform:Sandboxed RBT',
      sandbox: true,
    });
    expect((await decide(key.secret, Q, { 'x-request-id': 'rtb-live' })).status).toBe(200);
    // A live key's identity is never the sandbox one, even signed within the same second (the signer reuses headers).
    expect(reached('rtb-live')[0]!.caller).not.toHaveProperty('sandbox');
  });

  it('when a platform sends more than its rate, then the excess gets 429 with Retry-After, every answer RateLimit-*', async () => {
    const { key } = await create('Busy RBT', 3);
    const answers = await Promise.all(Array.from({ length: 12 }, () => decide(key.secret)));
    const ok = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    // A one-second window: at most two windows' worth pass even if the burst straddles a boundary.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(6);
    expect(limited.length).toBe(12 - ok.length);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    for (const a of answers) {
      expect(a.headers['ratelimit-limit']).toBe('3');
      expect(Number(a.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
      expect(Number(a.headers['ratelimit-remaining'])).toBeLessThanOrEqual(2);
    }
    expect(limited.every((a) => a.headers['ratelimit-remaining'] === '0')).toBe(true);
    expect(ok.every((a) => a.headers['retry-after'] === undefined)).toBe(true);
  });

  it('when a platform key is used on /api, then it is no session (401); a session cookie on /rtb is no key (401)', async () => {
    const { key } = await create('Wandering RBT');
    for (const path of ['/api/campaigns', '/api/admin/platforms', '/api/auth/user', '/api/admin/capacity'])
      expect((await rawGet(gw.base, path, { authorization: `Bearer ${key.secret}` })).status).toBe(401);
    const r = await decide(undefined, Q, { cookie: admin.cookie, 'x-request-id': 'rtb-cookie' });
    expect(r.status).toBe(401);
    expect(reached('rtb-cookie')).toHaveLength(0);
  });

  // Last: the second instance drops the shared database when it stops.
  it('when a key is revoked, then every gateway instance refuses it within a second', async () => {
    const { platform, key } = await create('Revoked RBT');
    const other = await startGateway({
      CAPACITY_URL: capacity.url,
      MONGO_DB: gw.deps.config.MONGO_DB,
      REDIS_KEY_PREFIX: gw.deps.config.REDIS_KEY_PREFIX,
    });
    try {
      // Both instances now hold the key in their caches.
      expect((await decide(key.secret)).status).toBe(200);
      expect((await rawGet(other.base, Q, { authorization: `Bearer ${key.secret}` })).status).toBe(200);
      await admin.req('DELETE', `/api/admin/platforms/${platform.id}/keys/${key.id}`);
      expect((await decide(key.secret)).status).toBe(401);
      const statuses: number[] = [];
      for (let i = 0; i < 10 && statuses.at(-1) !== 401; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        statuses.push((await rawGet(other.base, Q, { authorization: `Bearer ${key.secret}` })).status);
      }
      expect(statuses.at(-1)).toBe(401);
    } finally {
      await other.stop();
    }
  });
});
