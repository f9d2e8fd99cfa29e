import { startGateway, Client, statusEverySecond } from './harness';
import { unsignedSessionId } from '../src/auth/session-cookie';
import { TEST_PASSWORD } from '@rbt/test-kit';

// Proxied /api calls read the session straight from Redis (signedInProxyPath in src/server.ts). These tests hold that path
// to what express-session does: the same ids, 401 after logout, CSRF and role checks, and idle expiry kept.
describe('signed-in calls to the services', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  const secret = 'api-session-test-secret-0123456789-abcdefgh';
  beforeAll(async () => {
    gw = await startGateway({ SESSION_SECRET: secret, SESSION_IDLE_MS: '4320' });
  });
  afterAll(() => gw.stop());
  // The services are closed ports here: a 502 means the gateway accepted the caller and tried to forward.
  const proxied = (c: Client, method = 'GET', headers: Record<string, string> = {}) =>
    c.req(method, '/api/campaigns', method === 'GET' ? undefined : {}, headers);

  it('when express-session signs a cookie, then the fast path reads the same session id, and refuses forged or foreign cookies', async () => {
    const c = new Client(gw.base);
    await c.signUp('ids@example.pk');
    const id = unsignedSessionId(c.cookie, [secret]);
    expect(id).toMatch(/^[\w-]{20,}$/);
    expect(await gw.deps.redis.exists(`${gw.deps.config.REDIS_KEY_PREFIX}sess:${id}`)).toBe(1);
    expect(unsignedSessionId(c.cookie, ['another-secret-0123456789'])).toBeUndefined();
    expect(
      unsignedSessionId(
        c.cookie.replace(/.(?=;|$)/, (ch) => (ch === 'A' ? 'B' : 'A')),
        [secret],
      ),
    ).toBeUndefined();
    expect(unsignedSessionId(`rbt.sid=s%3A${id}`, [secret])).toBeUndefined();
    expect(unsignedSessionId('rbt.sid=%E0%A4%A', [secret])).toBeUndefined();
    expect(unsignedSessionId(undefined, [secret])).toBeUndefined();
  });

  it('when signed in, then a call is forwarded; after logout the same cookie gets 401', async () => {
    const c = new Client(gw.base);
    await c.signUp('fast@example.pk');
    expect((await proxied(c)).status).toBe(502);
    const cookie = c.cookie;
    await c.req('POST', '/api/logout');
    const replay = new Client(gw.base);
    replay.cookie = cookie;
    expect((await proxied(replay)).status).toBe(401);
  });

  it('when a signed-in write comes from another origin, then it is refused as CSRF; admin routes stay admin-only', async () => {
    const c = new Client(gw.base);
    await c.signUp('csrf@example.pk');
    const evil = await proxied(c, 'POST', { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('csrf');
    expect((await proxied(c, 'POST')).status).toBe(502);
    expect((await c.req('GET', '/api/admin/campaigns')).status).toBe(403);
  });

  it('when a call takes the fast path, then it carries the API policy: nothing may load or frame it, no sniffing', async () => {
    const c = new Client(gw.base);
    await c.signUp('headers@example.pk');
    const fast = await proxied(c);
    expect(fast.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(fast.headers.get('x-frame-options')).toBe('DENY');
    expect(fast.headers.get('x-content-type-options')).toBe('nosniff');
    expect(fast.headers.get('referrer-policy')).toBe('same-origin');
    expect(fast.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when a session is used only through service calls, then its idle expiry is still extended', async () => {
    const c = new Client(gw.base);
    await c.signUp('api-only@example.pk');
    // Idle expiry is about 4.3 s; eight calls a second apart span nearly twice that.
    expect(await statusEverySecond(8, () => proxied(c))).toEqual(Array(8).fill(502));
  });

  it('when the stored session cannot be read, then the call ends in a clear error instead of hanging', async () => {
    const c = new Client(gw.base);
    await c.signUp('broken@example.pk');
    const id = unsignedSessionId(c.cookie, [secret]);
    await gw.deps.redis.set(`${gw.deps.config.REDIS_KEY_PREFIX}sess:${id}`, '{not json', 'EX', 60);
    const r = await proxied(c);
    expect(r.status).toBe(500);
    expect(r.body.error.code).toBe('internal');
  });
});

describe('two gateway instances sharing one Redis', () => {
  let a: Awaited<ReturnType<typeof startGateway>>;
  let b: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    a = await startGateway();
    b = await startGateway({ REDIS_KEY_PREFIX: a.deps.config.REDIS_KEY_PREFIX, MONGO_DB: a.deps.config.MONGO_DB });
  });
  afterAll(async () => {
    await b.stop();
    await a.stop();
  });

  it('when a user logs out on one instance, then the very next call on the other is refused, every time', async () => {
    for (let i = 0; i < 10; i += 1) {
      const onA = new Client(a.base);
      await onA.signUp(`twice-${i}@example.pk`);
      const onB = new Client(b.base);
      onB.cookie = onA.cookie;
      // Warm B's session cache, so a stale cache would show.
      expect((await onB.req('GET', '/api/campaigns')).status).toBe(502);
      expect((await onB.req('GET', '/api/campaigns')).status).toBe(502);
      expect((await onA.req('POST', '/api/logout')).status).toBeLessThan(400);
      expect((await onB.req('GET', '/api/campaigns')).status).toBe(401);
    }
  });

  it('when a user signs in again, then the session id it had before stops working on the other instance at once', async () => {
    const onA = new Client(a.base);
    await onA.signUp('rotating@example.pk');
    const old = onA.cookie;
    const onB = new Client(b.base);
    onB.cookie = old;
    expect((await onB.req('GET', '/api/campaigns')).status).toBe(502);
    await onA.req(
      'POST',
      '/api/auth/signin',
      { email: 'rotating@example.pk', password: TEST_PASSWORD },
      { 'x-forwarded-for': onA.ip },
    );
    expect(onA.cookie).not.toBe(old);
    expect((await onB.req('GET', '/api/campaigns')).status).toBe(401);
  });
});
