import http from 'node:http';
import { ROUTES } from '../src/routing/forward';
import { startGateway, Client } from './harness';
import { startAllServices, Services } from './services';

describe('gateway routing table against the real services', () => {
  let services: Services;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  const anon = () => new Client(gw.base);
  let advertiser: Client;
  let admin: Client;

  beforeAll(async () => {
    services = await startAllServices();
    gw = await startGateway(services.urls);
    advertiser = new Client(gw.base);
    await advertiser.signUp('adv-routing@example.pk');
    admin = new Client(gw.base);
    await admin.signUp('boss@example.pk');
  });
  afterAll(async () => {
    await gw.stop();
    await services.stop();
  });

  // The /rtb routes take platform keys, not sessions: gateway/test/rtb-keys.test.ts.
  it.each(ROUTES.filter((r) => !r.platform).map((r) => [r.prefix, r] as const))(
    'when %s is called as anonymous, advertiser and admin, then 401/403/pass-through follow the table',
    async (prefix, route) => {
      const a = await anon().req('GET', prefix);
      const adv = await advertiser.req('GET', prefix);
      const adm = await admin.req('GET', prefix);
      // A service answers 401 itself when the signed identity is missing or wrong, so "not 401" proves it arrived.
      if (route.public) expect(a.status).not.toBe(401);
      else
        expect(a).toMatchObject({
          status: 401,
          body: { error: { code: 'unauthorized', message: '401: Unauthorized' } },
        });
      if (route.admin) expect(adv.status).toBe(403);
      else expect([401, 403, 502]).not.toContain(adv.status);
      expect([401, 403, 502]).not.toContain(adm.status);
    },
  );

  it('when a path matches no route, then 404 in the shared format after auth', async () => {
    expect((await anon().req('GET', '/api/nowhere')).status).toBe(401);
    expect((await advertiser.req('GET', '/api/nowhere')).body.error.code).toBe('not_found');
  });

  it('when anyone asks for health, then only the status comes back; an admin sees every service and MongoDB, Redis and Kafka ok', async () => {
    const a = await anon().req('GET', '/api/health');
    expect(a).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(Object.keys(a.body)).toEqual(['status']);
    expect(Object.keys((await advertiser.req('GET', '/api/health')).body)).toEqual(['status']);
    const r = await admin.req('GET', '/api/health');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.services).sort()).toEqual(['svc-campaigns', 'svc-capacity', 'svc-media', 'svc-pricing']);
    expect(Object.values(r.body.services).every((s: any) => s.status === 'ok')).toBe(true);
    expect(r.body.infrastructure).toMatchObject({
      mongodb: { status: 'ok' },
      redis: { status: 'ok' },
      kafka: { status: 'ok' },
    });
  });
});

describe('gateway when a service is down or slow', () => {
  let slow: http.Server;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  let c: Client;

  beforeAll(async () => {
    // An upstream that never answers in time stands in for an overloaded service.
    slow = http.createServer((_req, res) => {
      setTimeout(() => res.end('late'), 3000).unref();
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const port = (slow.address() as { port: number }).port;
    gw = await startGateway({ PRICING_URL: `http://127.0.0.1:${port}`, PROXY_TIMEOUT_MS: '500' });
    c = new Client(gw.base);
    await c.signUp('down@example.pk');
  });
  afterAll(async () => {
    await gw.stop();
    slow.closeAllConnections();
    slow.close();
  });

  it('when the service is not running, then 502 names it and health reports it down', async () => {
    const r = await c.req('GET', '/api/campaigns');
    expect(r.status).toBe(502);
    expect(r.body.error).toMatchObject({ code: 'bad_gateway', details: { service: 'svc-campaigns' } });
    const h = await c.req('GET', '/api/health');
    expect(h).toMatchObject({ status: 503, body: { status: 'degraded' } });
    const boss = new Client(gw.base);
    await boss.signUp('boss@example.pk');
    expect((await boss.req('GET', '/api/health')).body.services['svc-campaigns'].status).toBe('down');
  });

  it('when the service is too slow, then 504 names it', async () => {
    const r = await c.req('POST', '/api/estimate', { audience: { cities: ['karachi'] } });
    expect(r.status).toBe(504);
    expect(r.body.error).toMatchObject({ code: 'gateway_timeout', details: { service: 'svc-pricing' } });
  });
});
