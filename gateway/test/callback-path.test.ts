import http from 'node:http';
import net from 'node:net';
import type { Express } from 'express';
import { signIdentity } from '@rbt/service-kit';
import { TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import type { Deps } from '../src/deps';
import { unsignedSessionId } from '../src/auth/session-cookie';
import { startGateway, Client, statusEverySecond } from './harness';
import { rawRequest } from './raw-http';
import { recordingUpstream } from './recording-upstream';

// Every path express (app.ts) is asked to answer: the providers' callbacks must never be among them.
const mockReachedExpress: string[] = [];
jest.mock('../src/app', () => {
  const actual: { buildApp(deps: Deps): Express } = jest.requireActual('../src/app');
  return {
    buildApp: (deps: Deps) => {
      const app = actual.buildApp(deps);
      return (req: http.IncomingMessage, res: http.ServerResponse) => {
        mockReachedExpress.push(req.url ?? '');
        return app(req, res);
      };
    },
  };
});

const PROVIDER = 'https://sandbox.jazzcash.com.pk';
const form = (fields: string) => ({
  headers: ['Origin', PROVIDER, 'Content-Type', 'application/x-www-form-urlencoded'],
  body: Buffer.from(fields),
});
beforeEach(() => {
  mockReachedExpress.length = 0;
});
const callbacksInExpress = () => mockReachedExpress.filter((u) => u.toLowerCase().startsWith('/api/payments'));

/** The headers helmet writes, read from the one helmet the gateway builds (deps.securityHeaders). */
function helmetHeaders(deps: Deps): Record<string, string> {
  const req = new http.IncomingMessage(new net.Socket());
  const res = new http.ServerResponse(req);
  deps.securityHeaders(req, res, () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

describe('payment provider callbacks on the fast path (server.ts), never through express', () => {
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let payer: Client;
  beforeAll(async () => {
    upstream = await recordingUpstream('campaigns');
    gw = await startGateway({ CAMPAIGNS_URL: upstream.url });
    payer = new Client(gw.base);
    await payer.signUp('returning-payer@example.pk');
  });
  afterAll(async () => {
    await gw.stop();
    upstream.close();
  });

  it('when a payer comes back and the provider posts its IPN, then the service gets both with no identity, and express none', async () => {
    const back = await rawRequest(gw.base, 'POST', '/api/payments/jazzcash/return', {
      ...form('pp_TxnRefNo=T1&pp_SecureHash=AB'),
      headers: [...form('').headers, 'Cookie', payer.cookie],
    });
    const ipn = await rawRequest(gw.base, 'POST', '/api/payments/jazzcash/ipn', form('pp_TxnRefNo=T1'));
    const redirect = await rawRequest(gw.base, 'GET', '/api/payments/easypaisa/return?orderRefNumber=E1', {
      headers: ['Cookie', payer.cookie],
    });
    expect([back.status, ipn.status, redirect.status]).toEqual([200, 200, 200]);
    const calls = upstream.seen.filter((s) => s.url.startsWith('/api/payments/'));
    expect(calls.map((s) => s.url)).toEqual([
      '/api/payments/jazzcash/return',
      '/api/payments/jazzcash/ipn',
      '/api/payments/easypaisa/return?orderRefNumber=E1',
    ]);
    expect(calls.map((s) => s.caller)).toEqual([null, null, null]);
    // A cookie-less IPN leaves no session behind, and no Set-Cookie.
    expect(ipn.headers['set-cookie']).toBeUndefined();
    expect(callbacksInExpress()).toEqual([]);
  });

  it('when a callback is answered, then it carries the same helmet page headers express sends, and no-store', async () => {
    const helmet = helmetHeaders(gw.deps);
    expect(Object.keys(helmet)).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options']));
    const back = await rawRequest(gw.base, 'GET', '/api/payments/easypaisa/return?orderRefNumber=E2', {
      headers: ['Cookie', payer.cookie],
    });
    const page = await rawRequest(gw.base, 'GET', '/signin', { headers: [] });
    for (const [name, value] of Object.entries(helmet)) {
      expect([name, back.headers[name]]).toEqual([name, value]);
      expect([name, page.headers[name]]).toEqual([name, value]);
    }
    expect(back.headers['cache-control']).toBe('no-store');
    expect(back.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // A session not yet due for its re-save is left alone, as express-session leaves it.
    expect(back.headers['set-cookie']).toBeUndefined();
    expect(callbacksInExpress()).toEqual([]);
  });

  it('when a signed-in payer comes back with forged identity headers, then the service receives none of them', async () => {
    const forged = Object.entries(
      signIdentity(TEST_INTERNAL_SECRET, { id: '0123456789abcdef01234567', role: 'admin', email: 'boss@example.pk' }),
    ).flat();
    const r = await rawRequest(gw.base, 'POST', '/api/payments/jazzcash/return?forged=1', {
      ...form('pp_TxnRefNo=T3'),
      headers: [...form('').headers, 'Cookie', payer.cookie, ...forged, 'X-RBT-User', 'e30', 'x-rbt-role', 'admin'],
    });
    expect(r.status).toBe(200);
    const got = upstream.seen.find((s) => s.url === '/api/payments/jazzcash/return?forged=1')!;
    expect(got.caller).toBeNull();
    expect(Object.keys(got.headers).filter((n) => n.startsWith('x-rbt-'))).toEqual([]);
    expect(got.headers.cookie).toBeUndefined();
    expect(callbacksInExpress()).toEqual([]);
  });

  it('when the payer’s stored session cannot be read, then the return ends in the same clear error express gives', async () => {
    const broken = new Client(gw.base);
    await broken.signUp('broken-return@example.pk');
    const id = unsignedSessionId(broken.cookie, [gw.deps.config.SESSION_SECRET]);
    await gw.deps.redis.set(`${gw.deps.config.REDIS_KEY_PREFIX}sess:${id}`, '{not json', 'EX', 60);
    const r = await broken.req('GET', '/api/payments/easypaisa/return?orderRefNumber=E4');
    expect(r.status).toBe(500);
    expect(r.body.error.code).toBe('internal');
    // The one case handed to express: its error handler is the one that answers.
    expect(callbacksInExpress()).toEqual(['/api/payments/easypaisa/return?orderRefNumber=E4']);
  });
});

describe('a payer whose session is due for its idle-expiry re-save, back from the provider', () => {
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    upstream = await recordingUpstream('campaigns');
    // Idle expiry about 4.3 s, so a session is due for its re-save after about 0.4 s.
    gw = await startGateway({ CAMPAIGNS_URL: upstream.url, SESSION_IDLE_MS: '4320' });
  });
  afterAll(async () => {
    await gw.stop();
    upstream.close();
  });

  it('when the return arrives, then it re-saves the session as express does: the same id, a fresh cookie', async () => {
    const c = new Client(gw.base);
    await c.signUp('due-payer@example.pk');
    const before = c.cookie;
    await new Promise((r) => setTimeout(r, 1000));
    const back = await c.req('GET', '/api/payments/easypaisa/return?orderRefNumber=E5');
    expect(back.status).toBe(200);
    const set = back.headers.getSetCookie().find((h) => h.startsWith('rbt.sid='));
    expect(set).toMatch(/; Expires=.*HttpOnly; SameSite=Lax/);
    expect(c.cookie).toBe(before);
    expect(callbacksInExpress()).toEqual([]);
  });

  it('when a session is used only by provider returns past its idle period, then it is still signed in', async () => {
    const c = new Client(gw.base);
    await c.signUp('returns-only@example.pk');
    const back = () => c.req('GET', '/api/payments/easypaisa/return?orderRefNumber=E6');
    // Eight returns a second apart span nearly twice the idle expiry.
    expect(await statusEverySecond(8, back)).toEqual(Array(8).fill(200));
    expect((await c.req('GET', '/api/auth/user')).status).toBe(200);
  });
});
