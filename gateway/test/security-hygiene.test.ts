import { signIdentity } from '@rbt/service-kit';
import { TEST_INTERNAL_SECRET } from '@rbt/test-kit';
import { startGateway, Client } from './harness';
import { startAllServices, Services } from './services';
import { rawRequest } from './raw-http';
import { toneWav } from '../../libs/test-kit/src/tone-wav';

describe("the probe's attacks, through the gateway against the real services", () => {
  let services: Services;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let a: Client;
  let b: Client;
  let campaignId: string;

  beforeAll(async () => {
    services = await startAllServices();
    gw = await startGateway(services.urls);
    a = new Client(gw.base);
    b = new Client(gw.base);
    await a.signUp('victim-a@example.pk');
    await b.signUp('attacker-b@example.pk');
    campaignId = (await a.req('POST', '/api/campaigns', { name: 'A keeps this name', objective: 'awareness' })).body.id;
  });
  afterAll(async () => {
    await gw.stop();
    await services.stop();
  });

  it("when B renames A's campaign with Expect: 100-continue and identity headers signed as A and as an admin, then 404 and the name is unchanged", async () => {
    const me = (await a.req('GET', '/api/auth/user')).body;
    for (const who of [
      { id: me.id, role: 'advertiser' as const, email: me.email },
      { id: me.id, role: 'admin' as const, email: me.email },
    ]) {
      const forged = Object.entries(signIdentity(TEST_INTERNAL_SECRET, who)).flat();
      const r = await rawRequest(gw.base, 'PATCH', `/api/campaigns/${campaignId}`, {
        headers: ['Cookie', b.cookie, 'Origin', gw.base, 'Content-Type', 'application/json', ...forged],
        body: Buffer.from(JSON.stringify({ name: 'renamed by B' })),
        expectContinue: true,
      });
      expect(r.status).toBe(404);
    }
    const admin = await rawRequest(gw.base, 'PATCH', `/api/admin/campaigns/${campaignId}/status`, {
      headers: [
        'Cookie',
        b.cookie,
        'Origin',
        gw.base,
        'Content-Type',
        'application/json',
        ...Object.entries(signIdentity(TEST_INTERNAL_SECRET, { id: 'x', role: 'admin', email: 'x@x.pk' })).flat(),
      ],
      body: Buffer.from(JSON.stringify({ status: 'paused' })),
      expectContinue: true,
    });
    expect(admin.status).toBe(403);
    expect((await a.req('GET', `/api/campaigns/${campaignId}`)).body.name).toBe('A keeps this name');
  });

  it('when a 2.6 MB WAV is uploaded through the signed URL by a client that sends Expect: 100-continue, then it is stored and registers', async () => {
    const uploadURL = (await a.req('POST', '/api/objects/upload')).body.uploadURL as string;
    const wav = toneWav(30);
    expect(wav.length).toBeGreaterThan(2_500_000);
    const put = await rawRequest(gw.base, 'PUT', uploadURL, {
      headers: ['Cookie', a.cookie, 'Origin', gw.base, 'Content-Type', 'audio/wav'],
      body: wav,
      expectContinue: true,
    });
    expect(put.status).toBe(200);
    const reg = await a.req('PUT', '/api/audio-files', { audioFileURL: uploadURL });
    expect(reg.status).toBe(200);
    expect(reg.body.objectPath).toMatch(/^\/api\/audio\/[0-9a-f-]{36}$/);
  });
});

describe('sign-up, logout and headers', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gw = await startGateway({ SIGNUP_RATE_LIMIT: '3' });
  });
  afterAll(() => gw.stop());

  const signUp = (c: Client, email: string, password = 'some-password-1') =>
    c.req('POST', '/api/auth/signup', { email, password, firstName: 'Zara' }, { 'x-forwarded-for': c.ip });

  it('when an email already has an account, then sign-up answers exactly as for a new one and changes nothing', async () => {
    const owner = new Client(gw.base);
    await owner.signUp('taken@example.pk', 'owners-password-1');
    const fresh = await signUp(new Client(gw.base), 'brand-new@example.pk');
    const taken = await signUp(new Client(gw.base), 'TAKEN@example.pk', 'attackers-pass-1');
    expect(taken.status).toBe(202);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.headers.get('set-cookie')).toBeNull();
    expect(fresh.headers.get('set-cookie')).toBeNull();
    expect((await new Client(gw.base).signUp('taken@example.pk', 'owners-password-1')).status).toBe(200);
  });

  it('when one address signs up too often, then 429 with Retry-After and no account is made', async () => {
    const c = new Client(gw.base);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await signUp(c, `burst-${i}@example.pk`));
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 429, 429]);
    expect(Number(answers[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await gw.deps.mongo.db!.collection('users').countDocuments({ emailLower: /^burst-/ })).toBe(3);
  });

  it('when logout is a GET, or a POST from another site, then the session survives; a same-origin POST ends it', async () => {
    const c = new Client(gw.base);
    await c.signUp('leaving@example.pk');
    const page = await c.req('GET', '/api/logout');
    expect(page.text).toContain('action="/api/logout"');
    expect((await c.req('POST', '/api/logout', undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await c.req('GET', '/api/auth/user')).status).toBe(200);
    expect((await c.req('POST', '/api/logout', undefined, { accept: 'text/html' })).status).toBe(303);
    expect((await c.req('GET', '/api/auth/user')).status).toBe(401);
  });

  it.each(['/', '/api/auth/user', '/signin'])(
    'when %s is served, then CSP, frame and referrer policies come with it',
    async (path) => {
      const r = await new Client(gw.base).req('GET', path, undefined, { accept: 'text/html' });
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self' http:\/\/localhost:3001/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('referrer-policy')).toBe('same-origin');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('when a client sends a request id that is not a plain token, then the gateway replaces it', async () => {
    const r = await new Client(gw.base).req('GET', '/api/auth/user', undefined, {
      'x-request-id': 'a\u00e9b, <script>',
    });
    expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
