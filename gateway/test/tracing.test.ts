import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { startTracing, stopTracing } from '@rbt/service-kit';
import { startGateway, Client } from './harness';
import { startAllServices, Services } from './services';

const exporter = new InMemorySpanExporter();
const TRACE = '0af7651916cd43dd8448eb211c80319c';

describe('tracing through the gateway', () => {
  let services: Services;
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    // Before any app starts: the gateway and the services (one process here) then share this provider.
    startTracing('gateway-test', { exporter });
    services = await startAllServices();
    gw = await startGateway(services.urls);
  });
  afterAll(async () => { await gw.stop(); await services.stop(); await stopTracing(); });

  it("when the browser sends a traceparent, then the gateway continues it and svc-campaigns' span is the gateway span's child", async () => {
    const c = new Client(gw.base);
    await c.signUp('traced@example.pk');
    const r = await c.req('POST', '/api/campaigns', { name: 'Traced' }, { traceparent: `00-${TRACE}-b7ad6b7169203331-01` });
    expect(r.status).toBe(201);
    const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === TRACE);
    const gateway = spans.find((s) => s.attributes['rbt.service'] === 'gateway');
    const service = spans.find((s) => s.attributes['rbt.service'] === 'svc-campaigns' && s.name === 'POST /api/campaigns');
    expect(gateway?.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(service?.parentSpanContext?.spanId).toBe(gateway?.spanContext().spanId);
  });

  it('when the browser sends no traceparent, then the gateway starts a trace the service continues', async () => {
    exporter.reset();
    const c = new Client(gw.base);
    await c.signUp('untraced@example.pk');
    expect((await c.req('GET', '/api/campaigns')).status).toBe(200);
    const service = exporter.getFinishedSpans().find((s) => s.attributes['rbt.service'] === 'svc-campaigns' && s.name === 'GET /api/campaigns');
    const gateway = exporter.getFinishedSpans().find((s) => s.spanContext().spanId === service?.parentSpanContext?.spanId);
    expect(gateway?.attributes['rbt.service']).toBe('gateway');
    expect(gateway?.spanContext().traceId).toBe(service?.spanContext().traceId);
  });
});
