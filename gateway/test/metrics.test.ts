import { startGateway, Client } from './harness';

const TOKEN = 'gateway-metrics-token-0123456789';

describe('gateway metrics', () => {
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gw = await startGateway({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await gw.stop();
  });

  it('when a few calls went through, then /metrics with the token shows durations by route and status', async () => {
    const c = new Client(gw.base);
    await c.req('GET', '/api/health');
    await c.req('GET', '/api/campaigns/123');
    await c.req('GET', '/api/campaigns/456');
    const r = await fetch(`${gw.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.status).toBe(200);
    const text = await r.text();
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*service="gateway"[^}]*route="\/api\/campaigns"[^}]*status="401"/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/campaigns"[^}]*status="401"[^}]*\} 2/,
    );
    expect(text).toMatch(/route="\/api\/health"/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).not.toContain('/api/campaigns/123');
  });

  it('when an anonymous caller asks the gateway for /metrics, then it gets the 404 of any unknown path', async () => {
    const anonymous = await fetch(`${gw.base}/metrics`);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).not.toContain('http_request_duration_seconds');
    expect(
      (await fetch(`${gw.base}/metrics`, { headers: { authorization: 'Bearer not-the-token-0123456789' } })).status,
    ).toBe(404);
  });
});
