import { createApp, createRouter, createLogger, defineCounter, listen, metricsText, Running } from '../src';
import { call, advertiser, TEST_INTERNAL_SECRET } from '@rbt/test-kit';

const TOKEN = 'metrics-test-token-0123456789';

describe('service metrics', () => {
  let running: Running;
  let base: string;
  beforeAll(async () => {
    const router = createRouter();
    router.get('/api/things/:id', (ctx) => {
      ctx.body = { id: ctx.params.id };
    });
    const app = createApp({
      name: 'svc-metrics-test',
      logger: createLogger('t', 'silent'),
      internalSecret: TEST_INTERNAL_SECRET,
      routers: [router],
      metricsToken: TOKEN,
    });
    running = await listen(app, 0);
    base = `http://127.0.0.1:${running.port}`;
  });
  afterAll(() => running.close());

  it('when a few calls were answered, then /metrics shows their durations by route template and status', async () => {
    for (const id of ['a', 'b', 'c'])
      expect((await call(base, 'GET', `/api/things/${id}`, { as: advertiser() })).status).toBe(200);
    await call(base, 'GET', '/api/things/x');
    const r = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.status).toBe(200);
    const text = await r.text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*service="svc-metrics-test"[^}]*route="\/api\/things\/:id"[^}]*status="200"[^}]*\} 3/,
    );
    // The identity check answers before routing, so a 401 has no route template.
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="unmatched"[^}]*status="401"[^}]*\} 1/);
    expect(text).toContain('http_requests_in_flight{service="svc-metrics-test"}');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).not.toContain('/api/things/a');
  });

  it('when /metrics is asked without the token or with a wrong one, then it answers 404', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect(
      (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789abcd' } })).status,
    ).toBe(404);
  });

  it('when a service defines its metric again (a test process starting it twice), then it gets the same one back', async () => {
    const spec = { name: 'kit_test_defined_total', help: 'test', labelNames: ['kind'] as const };
    defineCounter(spec).inc({ kind: 'a' });
    defineCounter(spec).inc({ kind: 'a' });
    expect((await metricsText()).body).toContain('kit_test_defined_total{kind="a"} 2');
  });
});
