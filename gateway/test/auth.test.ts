import zlib from 'node:zlib';
import { startGateway, Client, statusEverySecond } from './harness';
import { TEST_PASSWORD } from '@rbt/test-kit';

describe('accounts and sessions', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gw = await startGateway({ SESSION_IDLE_MS: '4320', LOGIN_RATE_LIMIT: '4' });
  });
  afterAll(() => gw.stop());

  it('when someone signs up and signs in, then the account exists, the password is stored hashed, and the email is unique whatever its case', async () => {
    const c = new Client(gw.base);
    const r = await c.signUp('Ayesha@Example.pk', TEST_PASSWORD, 'Ayesha');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ email: 'Ayesha@Example.pk', firstName: 'Ayesha', role: 'advertiser' });
    expect((await c.req('GET', '/api/auth/user')).body.email).toBe('Ayesha@Example.pk');
    const stored = await gw.deps.mongo.db!.collection('users').findOne({ emailLower: 'ayesha@example.pk' });
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(stored)).not.toContain(TEST_PASSWORD);
    // A second sign-up with the same email in another case changes nothing: the first password still works, the new one does not.
    const dup = new Client(gw.base);
    expect((await dup.signUp('AYESHA@example.PK', 'another-pass-2')).status).toBe(401);
    expect(await gw.deps.mongo.db!.collection('users').countDocuments({ emailLower: 'ayesha@example.pk' })).toBe(1);
  });

  it('when someone signs up with a company and signs in, then the signed-in user carries it (offered for the billing details)', async () => {
    const c = new Client(gw.base);
    await c.signUp('company@example.pk', TEST_PASSWORD, 'Bilal');
    const me = (await c.req('GET', '/api/auth/user')).body;
    expect(me).toMatchObject({ firstName: 'Bilal', lastName: 'User', companyName: 'Acme' });
  });

  it('when signing in, then the session id is rotated and the old one stops working', async () => {
    const c = new Client(gw.base);
    await c.signUp('rotate@example.pk');
    const before = c.cookie;
    const r = await c.req('POST', '/api/auth/signin', { email: 'rotate@example.pk', password: TEST_PASSWORD });
    expect(r.status).toBe(200);
    expect(c.cookie).not.toBe(before);
    const stale = new Client(gw.base);
    stale.cookie = before;
    expect((await stale.req('GET', '/api/auth/user')).status).toBe(401);
  });

  it('when the password is wrong or the email unknown, then the same generic 401 comes back', async () => {
    const c = new Client(gw.base);
    await c.signUp('generic@example.pk');
    const wrong = await new Client(gw.base).req('POST', '/api/auth/signin', {
      email: 'generic@example.pk',
      password: 'nope-nope',
    });
    const unknown = await new Client(gw.base).req('POST', '/api/auth/signin', {
      email: 'ghost@example.pk',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('when signing out, then the server-side session is destroyed', async () => {
    const c = new Client(gw.base);
    await c.signUp('bye@example.pk');
    const cookie = c.cookie;
    const out = await c.req('POST', '/api/logout', undefined, { accept: 'text/html' });
    expect(out.status).toBe(303);
    const replay = new Client(gw.base);
    replay.cookie = cookie;
    expect((await replay.req('GET', '/api/auth/user')).status).toBe(401);
  });

  it('when a session stays idle past its expiry, then it is gone', async () => {
    const c = new Client(gw.base);
    await c.signUp('idle@example.pk');
    expect((await c.req('GET', '/api/auth/user')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 6000));
    expect((await c.req('GET', '/api/auth/user')).status).toBe(401);
  });

  it('when a session keeps being used, then it outlives its idle period (expiry is extended as it is used)', async () => {
    const c = new Client(gw.base);
    await c.signUp('busy@example.pk');
    // Idle expiry here is about 4.3 s; eight calls a second apart span nearly twice that.
    expect(await statusEverySecond(8, () => c.req('GET', '/api/auth/user'))).toEqual(Array(8).fill(200));
  });

  it('when an email is listed in ADMIN_EMAILS, then that user gets the admin role', async () => {
    const c = new Client(gw.base);
    expect((await c.signUp('boss@example.pk')).body.role).toBe('admin');
  });

  it('when sign-in fails too often for one email from one address, then 429 with a generic message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (
          await new Client(gw.base).req(
            'POST',
            '/api/auth/signin',
            { email: 'target@example.pk', password: `guess-${i}` },
            // One address: failures from many addresses no longer lock the owner out (sign-in-limits.test.ts).
            { 'x-forwarded-for': '10.0.0.7' },
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('when a sign-in body is gzip-compressed, then 415 as the services answer, not an inflated body', async () => {
    const c = new Client(gw.base);
    const body = zlib.gzipSync(JSON.stringify({ email: 'gz@example.pk', password: TEST_PASSWORD }));
    const r = await fetch(`${gw.base}/api/auth/signin`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        origin: gw.base,
        'x-forwarded-for': c.ip,
      },
      body,
    });
    expect(r.status).toBe(415);
    expect(await r.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: 'Content-Encoding "gzip" is not supported; send the body uncompressed.',
      },
    });
  });

  it('when a write comes from another origin or none, then it is refused as CSRF', async () => {
    const evil = await new Client(gw.base).req(
      'POST',
      '/api/auth/signup',
      { email: 'x@example.pk', password: TEST_PASSWORD, firstName: 'X' },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    expect(evil.body.error.code).toBe('csrf');
    const res = await fetch(`${gw.base}/api/campaigns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it('when a sign-up form is posted as HTML, then the browser goes to sign-in with the email filled in, and signing in works', async () => {
    const c = new Client(gw.base);
    const r = await c.req(
      'POST',
      '/api/auth/signup',
      `email=form%40example.pk&password=${TEST_PASSWORD}&firstName=Form`,
      {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': c.ip,
      },
    );
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toBe('/signin?registered=1&email=form%40example.pk');
    expect((await c.req('GET', '/api/auth/user')).status).toBe(401);
    const page = await c.req('GET', r.headers.get('location')!);
    expect(page.text).toContain('value="form@example.pk"');
    expect(page.text).toContain('your account is ready');
    const signin = await c.req('POST', '/api/auth/signin', `email=form%40example.pk&password=${TEST_PASSWORD}`, {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': c.ip,
    });
    expect(signin.status).toBe(303);
    expect((await c.req('GET', '/api/auth/user')).body.firstName).toBe('Form');
  });
});
