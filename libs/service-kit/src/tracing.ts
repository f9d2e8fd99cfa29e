import { context, propagation, trace, SpanKind, SpanStatusCode, type Context, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import {
  BatchSpanProcessor,
  SimpleSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { resourceFromAttributes } from '@opentelemetry/resources';

let provider: NodeTracerProvider | undefined;
let exporting = false;

/**
 * Starts tracing for this process once: W3C trace context propagation always (so a trace crosses the gateway, the
 * services and Kafka even where nothing is exported), spans exported over OTLP only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set; tests pass an in-memory exporter instead.
 */
export function startTracing(serviceName: string, opts: { exporter?: SpanExporter } = {}): void {
  if (provider) return;
  const spanProcessors: SpanProcessor[] = [];
  if (opts.exporter) spanProcessors.push(new SimpleSpanProcessor(opts.exporter));
  else if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    // Loaded only when used: the exporter pulls in protobuf and an HTTP agent nobody needs otherwise.
    const { OTLPTraceExporter } =
      require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
    spanProcessors.push(new BatchSpanProcessor(new OTLPTraceExporter()));
  }
  exporting = spanProcessors.length > 0;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors,
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
}

/** @internal Used only by its unit test (knip: docs/decisions.md, "Dead exports"). */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown();
  provider = undefined;
  exporting = false;
  // The API keeps the first provider registered for good; dropping it lets a later startTracing register anew.
  trace.disable();
  context.disable();
  propagation.disable();
}

/** Whether spans made in this process go anywhere (an OTLP endpoint or a test's exporter). */
export const tracingExports = (): boolean => exporting;

export const tracer = () => trace.getTracer('rbt');

/** The context a W3C `traceparent` (HTTP or Kafka header) names, or the active one when there is none. */
export function contextFromHeaders(
  headers: Record<string, string | Buffer | (string | Buffer)[] | undefined>,
): Context {
  const carrier: Record<string, string> = {};
  const value = headers.traceparent;
  const one = Array.isArray(value) ? value[0] : value;
  if (one !== undefined) carrier.traceparent = one.toString();
  return propagation.extract(context.active(), carrier);
}

/** The `traceparent` of the active span, to send on with a call or an event. */
export function currentTraceparent(ctx: Context = context.active()): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier.traceparent;
}

/** The trace id of the active span (for log lines), if any.
 * @internal Used only by its unit tests (knip: docs/decisions.md, "Dead exports").
 */
export function currentTraceId(): string | undefined {
  const id = trace.getSpanContext(context.active())?.traceId;
  return id && id !== '00000000000000000000000000000000' ? id : undefined;
}

/** Runs `work` in a span that is a child of `parent`, ending it (and marking errors) however `work` ends. */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  parent: Context,
  attributes: Record<string, string>,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const span = tracer().startSpan(name, { kind, attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
    throw err;
  } finally {
    span.end();
  }
}

export { SpanKind };
