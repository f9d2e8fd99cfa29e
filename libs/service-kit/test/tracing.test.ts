import { context, trace } from '@opentelemetry/api';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import {
  createApp,
  createRouter,
  createLogger,
  listen,
  Running,
  EventBus,
  startTracing,
  stopTracing,
  currentTraceId,
  inSpan,
  SpanKind,
} from '../src';
import { makeEvent } from '../src/kafka/make-event';
import { call, advertiser, uniqueName, stackEnv, eventually, TEST_INTERNAL_SECRET } from '@rbt/test-kit';

const env = stackEnv();
const logger = createLogger('test', 'silent');
const exporter = new InMemorySpanExporter();
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('trace propagation pieces', () => {
  let running: Running;
  let base: string;
  const prefix = `${uniqueName('trace')}.`;
  const producer = new EventBus({ brokers: env.KAFKA_BROKERS, clientId: 'svc-campaigns', logger, topicPrefix: prefix });
  const consumer = new EventBus({
    brokers: env.KAFKA_BROKERS,
    clientId: 'svc-capacity',
    logger,
    topicPrefix: prefix,
    fetchWaitMs: 200, // disconnecting waits for an idle fetch: 5 s by default
  });
  const seen: { traceId: string | undefined; eventId: string }[] = [];

  beforeAll(async () => {
    startTracing('tracing-test', { exporter });
    const router = createRouter();
    router.get('/api/things/:id', (ctx) => {
      ctx.body = { traceId: currentTraceId() };
    });
    running = await listen(
      createApp({ name: 'svc-trace-test', logger, internalSecret: TEST_INTERNAL_SECRET, routers: [router] }),
      0,
    );
    base = `http://127.0.0.1:${running.port}`;
    await producer.ensureTopics(['campaigns']);
    await consumer.subscribe('campaigns', 'svc-capacity', {
      'campaign.updated': async (e) => {
        seen.push({ traceId: currentTraceId(), eventId: e.eventId });
      },
    });
  });
  afterAll(async () => {
    await running.close();
    await producer.disconnect();
    await consumer.disconnect();
    await stopTracing();
  });

  it('when a call carries a W3C traceparent (as the gateway sends it), then the service continues that trace', async () => {
    const r = await call(base, 'GET', '/api/things/7', {
      as: advertiser(),
      headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-01` },
    });
    expect(r.status).toBe(200);
    expect(r.body.traceId).toBe(TRACE);
    const server = exporter.getFinishedSpans().find((s) => s.name === 'GET /api/things/:id');
    expect(server?.spanContext().traceId).toBe(TRACE);
    expect(server?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
  });

  it('when an event is made inside a request and relayed later, then the consumer continues the same trace', async () => {
    // The use case makes the event inside the request's span; the outbox keeps it (here: a JSON round trip, as Mongo does).
    const kept = await inSpan('POST /api/campaigns/:id/submit', SpanKind.SERVER, context.active(), {}, async (span) => {
      const event = makeEvent('campaigns', 'campaign.updated', 'c-trace', { ownerId: 'u-1', changed: ['name'] });
      return { event: JSON.parse(JSON.stringify(event)), traceId: span.spanContext().traceId };
    });
    expect(kept.event.traceparent).toContain(kept.traceId);
    // The relay publishes outside any request: the header comes from the stored traceparent.
    expect(trace.getSpan(context.active())).toBeUndefined();
    await producer.publish('campaigns', kept.event);
    const got = await eventually(() => seen.find((s) => s.eventId === kept.event.eventId));
    expect(got.traceId).toBe(kept.traceId);
    expect(
      exporter
        .getFinishedSpans()
        .some((s) => s.name === 'consume campaign.updated' && s.spanContext().traceId === kept.traceId),
    ).toBe(true);
  });
});
