import type { RequestListener } from 'node:http';
import { context, trace } from '@opentelemetry/api';
import { contextFromHeaders, SpanKind, startTracing, tracer, tracingExports } from '@rbt/service-kit';
import { routeLabel } from './metrics';

/**
 * Every call the gateway answers runs in a server span that continues the browser's W3C traceparent, or starts a
 * trace; the proxy sends the span's own traceparent to the service (the client's copy is dropped there).
 * Only when spans are exported: a span per call cost the gateway ~40 µs of CPU (a third of its own cost over a bare
 * pipe, docs/benchmarks.md#gateway), spent for nobody when no collector is configured. Without one, no traceparent
 * reaches the services and they start their own (unexported) traces.
 */
export function withTracing(listener: RequestListener): RequestListener {
  startTracing('gateway');
  if (!tracingExports()) return listener;
  return (req, res) => {
    const parent = trace.getSpan(context.active()) ? context.active() : contextFromHeaders(req.headers);
    const span = tracer().startSpan(
      `${req.method} ${routeLabel(req.url ?? '/')}`,
      { kind: SpanKind.SERVER, attributes: { 'rbt.service': 'gateway', 'http.request.method': req.method ?? 'GET' } },
      parent,
    );
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      span.end();
    });
    context.with(trace.setSpan(parent, span), () => listener(req, res));
  };
}
