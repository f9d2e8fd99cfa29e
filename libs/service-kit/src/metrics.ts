import crypto from 'node:crypto';
import client from 'prom-client';

/**
 * One Prometheus registry per process (every service and the gateway is its own process): request durations by
 * route template and status, requests in flight, the outbox backlog and Node's own figures. Metrics are created
 * once per process, so tests that start several services in one process share them, told apart by `service`.
 */
export const metricsRegistry = client.register;

function once<T>(name: string, make: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make();
}

// A service's own metrics live in the service (its src/metrics.ts); these register them once per process like the
// kit's shared ones, so a test process that starts a service twice gets the same metric back.
export const defineCounter = <L extends string>(c: client.CounterConfiguration<L>): client.Counter<L> =>
  once(c.name, () => new client.Counter(c));
export const defineGauge = <L extends string>(c: client.GaugeConfiguration<L>): client.Gauge<L> =>
  once(c.name, () => new client.Gauge(c));
export const defineHistogram = <L extends string>(c: client.HistogramConfiguration<L>): client.Histogram<L> =>
  once(c.name, () => new client.Histogram(c));

let defaults = false;
/** Node process metrics (event loop lag, heap, GC, CPU), registered once. */
export function collectProcessMetrics(): void {
  if (defaults) return;
  defaults = true;
  client.collectDefaultMetrics({ register: metricsRegistry });
}

export const httpDuration = once(
  'http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by service, method, route template and status',
      labelNames: ['service', 'method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

// Counted in a plain map and read at scrape time: a labelled gauge's inc/dec hashes its labels twice per request.
// Registered here, never touched again: its collect() reads the map.
const inFlight = new Map<string, number>();
once(
  'http_requests_in_flight',
  () =>
    new client.Gauge({
      name: 'http_requests_in_flight',
      help: 'HTTP requests being answered',
      labelNames: ['service'] as const,
      collect() {
        for (const [service, n] of inFlight) this.set({ service }, n);
      },
    }),
);

/** Unhandled rejections and uncaught exceptions, by kind (the process exits after logging one). */
export const processFatalErrors = once(
  'process_fatal_errors_total',
  () =>
    new client.Counter({
      name: 'process_fatal_errors_total',
      help: 'Unhandled promise rejections and uncaught exceptions, by kind, before the process exits',
      labelNames: ['kind'] as const,
    }),
);

export const outboxBacklog = once(
  'outbox_backlog_events',
  () =>
    new client.Gauge({
      name: 'outbox_backlog_events',
      help: 'Events waiting in outboxes at the start of the last relay round (first page)',
      labelNames: ['topic'] as const,
    }),
);

export const outboxOldestAge = once(
  'outbox_oldest_event_age_seconds',
  () =>
    new client.Gauge({
      name: 'outbox_oldest_event_age_seconds',
      help: 'Age of the oldest unpublished outbox event seen by the last relay round',
      labelNames: ['topic'] as const,
    }),
);

export const deadLetters = once(
  'kafka_dead_letters_total',
  () =>
    new client.Counter({
      name: 'kafka_dead_letters_total',
      help: 'Events a consumer group set aside after its handler failed every attempt (see the dead_letters collection)',
      labelNames: ['group', 'event'] as const,
    }),
);

export const consumerLag = once(
  'kafka_consumer_lag_messages',
  () =>
    new client.Gauge({
      name: 'kafka_consumer_lag_messages',
      help: 'Messages behind the partition end after the last batch a consumer group processed',
      labelNames: ['group', 'topic', 'partition'] as const,
    }),
);

/** Starts timing one request; call the answer with its route template and status when it ends. */
export function startRequestTimer(service: string, method: string): (route: string, status: number) => void {
  inFlight.set(service, (inFlight.get(service) ?? 0) + 1);
  const started = performance.now();
  return (route, status) => {
    inFlight.set(service, (inFlight.get(service) ?? 1) - 1);
    httpDuration.observe({ service, method, route, status: String(status) }, (performance.now() - started) / 1000);
  };
}

/**
 * Whether a /metrics call may read the figures: only with `Authorization: Bearer <METRICS_TOKEN>` (constant-time
 * compare). No token configured means nobody may: /metrics must never answer anonymous internet callers.
 */
export function metricsAllowed(token: string | undefined, authorization: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice(7));
  const want = Buffer.from(token);
  return given.length === want.length && crypto.timingSafeEqual(given, want);
}

/** The text exposition of every metric of this process. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
