import { ROUTES } from '../src/routing/forward';
import { startGateway, Client } from './harness';
import { startAllServices, Services } from './services';
import { spellings, verbatim } from './verbatim-http';

// Every guard and the route table read every spelling of a path the way express and koa-router do.
describe('the path rule, through the gateway against the real services', () => {
  let services: Services;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let advertiser: Client;
  const EVIL = { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' };
  const sessionSet = (h: Record<string, unknown>) => String(h['set-cookie'] ?? '').includes('rbt.sid=');

  beforeAll(async () => {
    services = await startAllServices();
    gw = await startGateway(services.urls);
    advertiser = new Client(gw.base);
    await advertiser.signUp('path-rule-adv@example.pk');
    await new Client(gw.base).signUp('path-rule-attacker@example.pk', 'attacker-pass-1');
  });
  afterAll(async () => {
    await gw.stop();
    await services.stop();
  });

  const all = (p: string) => [...spellings(p).cased, ...spellings(p).structural];

  it.each(all('/api/auth/signin'))(
    "when another origin posts the attacker's credentials as a form to %s, then no session is made (login CSRF)",
    async (path) => {
      const r = await verbatim(
        gw.base,
        'POST',
        path,
        EVIL,
        'email=path-rule-attacker%40example.pk&password=attacker-pass-1',
      );
      expect([400, 403]).toContain(r.status);
      expect(sessionSet(r.headers)).toBe(false);
    },
  );

  it.each(all('/api/auth/signup'))(
    'when another origin posts a sign-up form to %s, then no account is made',
    async (path) => {
      const email = `csrf-${Math.random().toString(36).slice(2)}@example.pk`;
      const form = `email=${encodeURIComponent(email)}&password=long-enough-1&firstName=A&lastName=B&companyName=C`;
      const r = await verbatim(gw.base, 'POST', path, EVIL, form);
      expect([400, 403]).toContain(r.status);
      const c = new Client(gw.base);
      const signIn = await c.req(
        'POST',
        '/api/auth/signin',
        { email, password: 'long-enough-1' },
        { 'x-forwarded-for': c.ip },
      );
      expect(signIn.status).toBe(401);
    },
  );

  it.each(all('/api/logout'))("when another origin posts to %s, then the visitor's session survives", async (path) => {
    const victim = new Client(gw.base);
    await victim.signUp(`victim-${Math.random().toString(36).slice(2)}@example.pk`);
    const r = await verbatim(gw.base, 'POST', path, { ...EVIL, cookie: victim.cookie }, '');
    expect([400, 403]).toContain(r.status);
    expect((await victim.req('GET', '/api/auth/user')).status).toBe(200);
  });

  // /rtb routes answer keys, not sessions: their spellings are gateway/test/rtb-paths.test.ts's.
  it.each(ROUTES.filter((r) => r.prefix.startsWith('/api/')).map((r) => [r.prefix, r] as const))(
    'when %s is spelt in other cases, then anonymous, advertiser and admin rules still hold; other spellings are 400',
    async (prefix, route) => {
      for (const path of spellings(prefix).cased) {
        const anon = await verbatim(gw.base, 'GET', path);
        if (route.public) expect([401, 403, 502]).not.toContain(anon.status);
        else expect(anon.status).toBe(401);
        const adv = await verbatim(gw.base, 'GET', path, { cookie: advertiser.cookie });
        if (route.admin) expect(adv.status).toBe(403);
        else expect([401, 403, 502]).not.toContain(adv.status);
      }
      for (const path of spellings(prefix).structural) {
        const adv = await verbatim(gw.base, 'GET', path, { cookie: advertiser.cookie });
        expect({ path, status: adv.status, code: adv.json?.error?.code }).toEqual({
          path,
          status: 400,
          code: 'bad_request',
        });
      }
    },
  );

  it('when a signed-in advertiser is driven to write through an upper-case path from another origin, then 403 and nothing is made', async () => {
    const before = (await advertiser.req('GET', '/api/campaigns')).body;
    const body = JSON.stringify({ name: 'made by evil', objective: 'awareness' });
    const r = await verbatim(
      gw.base,
      'POST',
      '/API/Campaigns',
      { origin: 'http://evil.example', 'content-type': 'application/json', cookie: advertiser.cookie },
      body,
    );
    expect(r.status).toBe(403);
    expect((await advertiser.req('GET', '/api/campaigns')).body).toEqual(before);
  });

  it('when the same advertiser writes through an upper-case path from the portal, then it is routed like the canonical one', async () => {
    const r = await verbatim(
      gw.base,
      'POST',
      '/API/Campaigns',
      { origin: gw.base, 'content-type': 'application/json', cookie: advertiser.cookie },
      JSON.stringify({ name: 'made by me', objective: 'awareness' }),
    );
    expect(r.status).toBe(201);
    expect((await advertiser.req('GET', `/api/campaigns/${r.json.id}`)).body.name).toBe('made by me');
  });
});
