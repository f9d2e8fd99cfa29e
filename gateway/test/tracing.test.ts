import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { startTracing, stopTracing } from '@rbt/service-kit';
import { startGateway, Client } from './harness';
import { eventually, uniqueName } from '@rbt/test-kit';
import { addCalendarDays, karachiToday } from '@rbt/contracts';
import { TTS_REQUEST, ttsDraft } from '@rbt/test-kit/src/tts-draft';
import { startWithPricingAndMedia } from '../../svc-campaigns/test/with-pricing';
import { startTestServer as startCapacity } from '../../svc-capacity/test/test-server';

const exporter = new InMemorySpanExporter();
const TRACE = '0af7651916cd43dd8448eb211c80319c';

describe('tracing through the gateway', () => {
  let services: { stop(): Promise<void> };
  let gw: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    // Before any app starts: the gateway and the services (one process here) then share this provider.
    startTracing('gateway-test', { exporter });
    // The four services on one topic prefix, so svc-capacity consumes what svc-campaigns' outbox relays.
    const prefix = `${uniqueName('traced')}.`;
    const [campaigns, capacity] = await Promise.all([
      startWithPricingAndMedia({ KAFKA_TOPIC_PREFIX: prefix }),
      startCapacity({ KAFKA_TOPIC_PREFIX: prefix }),
    ]);
    services = {
      stop: async () => {
        await Promise.all([campaigns.stop(), capacity.stop()]);
      },
    };
    gw = await startGateway({
      CAMPAIGNS_URL: campaigns.base,
      PRICING_URL: campaigns.pricing.base,
      MEDIA_URL: campaigns.media.base,
      CAPACITY_URL: capacity.base,
    });
  });
  afterAll(async () => {
    await gw.stop();
    await services.stop();
    await stopTracing();
  });

  it("when the browser sends a traceparent, then the gateway continues it and svc-campaigns' span is the gateway span's child", async () => {
    const c = new Client(gw.base);
    await c.signUp('traced@example.pk');
    const r = await c.req(
      'POST',
      '/api/campaigns',
      { name: 'Traced' },
      { traceparent: `00-${TRACE}-b7ad6b7169203331-01` },
    );
    expect(r.status).toBe(201);
    const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === TRACE);
    const gateway = spans.find((s) => s.attributes['rbt.service'] === 'gateway');
    const service = spans.find(
      (s) => s.attributes['rbt.service'] === 'svc-campaigns' && s.name === 'POST /api/campaigns',
    );
    expect(gateway?.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(service?.parentSpanContext?.spanId).toBe(gateway?.spanContext().spanId);
  });

  it('when the browser deletes a draft, then the event svc-capacity consumes from the outbox is in the same trace', async () => {
    const c = new Client(gw.base);
    await c.signUp('traced-delete@example.pk');
    const created = await c.req('POST', '/api/campaigns', { name: 'To delete' });
    const trace = '5bf92f3577b34da6a3ce929d0e0e4737';
    expect(
      (
        await c.req('DELETE', `/api/campaigns/${created.body.id}`, undefined, {
          traceparent: `00-${trace}-a7ad6b7169203331-01`,
        })
      ).status,
    ).toBe(204);
    const consumed = await eventually(() =>
      exporter
        .getFinishedSpans()
        .find((s) => s.name === 'consume campaign.deleted' && s.spanContext().traceId === trace),
    );
    expect(String(consumed.attributes['rbt.consumer_group'])).toContain('capacity');
    const service = exporter
      .getFinishedSpans()
      .find((s) => s.spanContext().traceId === trace && s.attributes['rbt.service'] === 'svc-campaigns');
    expect(service?.name).toBe('DELETE /api/campaigns/:id');
  });

  it('when the browser submits a campaign, then one trace id runs from the gateway through svc-campaigns to the consumer in svc-capacity', async () => {
    const c = new Client(gw.base);
    await c.signUp('traced-submit@example.pk');
    const tts = await c.req('POST', '/api/tts/generate', TTS_REQUEST);
    expect(tts.status).toBe(200);
    const day = addCalendarDays(karachiToday(), 2);
    const created = await c.req(
      'POST',
      '/api/campaigns',
      ttsDraft('Traced submit', day, tts.body.audioUrl, { timeSlots: ['18-19'] }),
    );
    expect(created.status).toBe(201);
    const trace = '7cf92f3577b34da6a3ce929d0e0e4711';
    const submitted = await c.req(
      'POST',
      `/api/campaigns/${created.body.id}/submit`,
      { termsAccepted: true },
      { traceparent: `00-${trace}-c7ad6b7169203331-01` },
    );
    expect(submitted.status).toBe(200);
    const consumed = await eventually(() =>
      exporter
        .getFinishedSpans()
        .find(
          (s) =>
            s.name === 'consume campaign.status_changed' &&
            s.spanContext().traceId === trace &&
            String(s.attributes['rbt.consumer_group']).includes('capacity'),
        ),
    );
    // svc-campaigns' notifications group consumes the same event in the same trace; capacity's is the one asked for.
    expect(String(consumed.attributes['rbt.consumer_group'])).toContain('capacity');
    const inTrace = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === trace);
    expect(inTrace.find((s) => s.attributes['rbt.service'] === 'gateway')?.parentSpanContext?.spanId).toBe(
      'c7ad6b7169203331',
    );
    expect(
      inTrace.some(
        (s) => s.attributes['rbt.service'] === 'svc-campaigns' && s.name === 'POST /api/campaigns/:id/submit',
      ),
    ).toBe(true);
  });

  it('when the browser sends no traceparent, then the gateway starts a trace the service continues', async () => {
    exporter.reset();
    const c = new Client(gw.base);
    await c.signUp('untraced@example.pk');
    expect((await c.req('GET', '/api/campaigns')).status).toBe(200);
    const service = exporter
      .getFinishedSpans()
      .find((s) => s.attributes['rbt.service'] === 'svc-campaigns' && s.name === 'GET /api/campaigns');
    const gateway = exporter
      .getFinishedSpans()
      .find((s) => s.spanContext().spanId === service?.parentSpanContext?.spanId);
    expect(gateway?.attributes['rbt.service']).toBe('gateway');
    expect(gateway?.spanContext().traceId).toBe(service?.spanContext().traceId);
  });
});
