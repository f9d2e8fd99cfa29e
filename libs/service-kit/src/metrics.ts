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

export const mediaJobDuration = once(
  'media_job_duration_seconds',
  () =>
    new client.Histogram({
      name: 'media_job_duration_seconds',
      help: 'Text-to-speech and loudness normalisation durations, by job and outcome',
      labelNames: ['job', 'outcome'] as const,
      buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
    }),
);

/** Times an audio job (tts, normalise) into media_job_duration_seconds, failures included. */
export async function timeMediaJob<T>(job: 'tts' | 'normalise', work: () => Promise<T>): Promise<T> {
  const end = mediaJobDuration.startTimer({ job });
  try {
    const out = await work();
    end({ outcome: 'ok' });
    return out;
  } catch (err) {
    end({ outcome: 'error' });
    throw err;
  }
}

export const bookingOutcomes = once(
  'capacity_booking_outcomes_total',
  () =>
    new client.Counter({
      name: 'capacity_booking_outcomes_total',
      help: 'Bookings at approval by outcome; "insufficient" is a booking conflict (a short city-slot)',
      labelNames: ['outcome'] as const,
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

/** Ad decisions by outcome (ad, no_ad, redis_unavailable): the serving engine's fill rate and its faults. */
export const servingDecisions = once(
  'serving_decisions_total',
  () =>
    new client.Counter({
      name: 'serving_decisions_total',
      help: 'Ad decisions by outcome; redis_unavailable answered the empty VAST because the cap store did not answer in time',
      labelNames: ['outcome'] as const,
    }),
);

/** Tracking calls by outcome: counted, repeat, or refused with its reason (bad_signature, expired, unknown). */
export const servingTracking = once(
  'serving_tracking_total',
  () =>
    new client.Counter({
      name: 'serving_tracking_total',
      help: 'Tracking URL calls by event and outcome (counted, repeat, bad_signature, expired, unknown, unavailable)',
      labelNames: ['event', 'outcome'] as const,
    }),
);
