import { startGateway, Client, statusEverySecond } from './harness';
import { unsignedSessionId } from '../src/auth/api-session';

// Proxied /api calls read the session straight from Redis (src/auth/api-session.ts). These tests hold that path
// to what express-session does: the same ids, 401 after logout, CSRF and role checks, and idle expiry kept.
describe('signed-in calls to the services', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  const secret = 'api-session-test-secret-0123456789-abcdefgh';
  beforeAll(async () => { gw = await startGateway({ SESSION_SECRET: secret, SESSION_IDLE_DAYS: '0.00005' }); });
  afterAll(() => gw.stop());
  // The services are closed ports here: a 502 means the gateway accepted the caller and tried to forward.
  const proxied = (c: Client, method = 'GET', headers: Record<string, string> = {}) => c.req(method, '/api/campaigns', method === 'GET' ? undefined : {}, headers);

  it('when express-session signs a cookie, then the fast path reads the same session id, and refuses forged or foreign cookies', async () => {
    const c = new Client(gw.base);
    await c.signUp('ids@example.pk');
    const id = unsignedSessionId(c.cookie, [secret]);
    expect(id).toMatch(/^[\w-]{20,}$/);
    expect(await gw.deps.redis.exists(`${gw.deps.config.REDIS_KEY_PREFIX}sess:${id}`)).toBe(1);
    expect(unsignedSessionId(c.cookie, ['another-secret-0123456789'])).toBeUndefined();
    expect(unsignedSessionId(c.cookie.replace(/.(?=;|$)/, (ch) => (ch === 'A' ? 'B' : 'A')), [secret])).toBeUndefined();
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
