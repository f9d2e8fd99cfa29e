import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { startTracing, stopTracing, tracingExports } from '@rbt/service-kit';
import { withTracing } from '../src/tracing';

/** A request/response pair just real enough for the tracing wrapper: it reads method, url, headers and waits for close. */
function call(url: string): { req: IncomingMessage; res: ServerResponse & EventEmitter } {
  const res = Object.assign(new EventEmitter(), { statusCode: 200 }) as unknown as ServerResponse & EventEmitter;
  return { req: { method: 'POST', url, headers: {} } as IncomingMessage, res };
}

describe('gateway tracing switch', () => {
  afterEach(() => stopTracing());

  it('when no collector or exporter is configured, then calls are not wrapped in spans at all', () => {
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    const listener = jest.fn();
    const wrapped = withTracing(listener);
    expect(tracingExports()).toBe(false);
    expect(wrapped).toBe(listener);
  });

  it('when spans are exported, then every call runs in a server span named by its route', () => {
    const exporter = new InMemorySpanExporter();
    startTracing('gateway-switch-test', { exporter });
    const listener = jest.fn();
    const wrapped = withTracing(listener);
    expect(wrapped).not.toBe(listener);
    const { req, res } = call('/api/estimate?x=1');
    wrapped(req, res);
    expect(listener).toHaveBeenCalledWith(req, res);
    res.emit('close');
    expect(exporter.getFinishedSpans().map((s) => [s.name, s.attributes['http.response.status_code']])).toEqual([
      ['POST /api/estimate', 200],
    ]);
  });
});
