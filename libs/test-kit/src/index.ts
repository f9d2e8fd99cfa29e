import crypto from 'node:crypto';
import { TEST_INTERNAL_SECRET } from './http';

export * from './http';
export * from './free-port';
export * from './test-password';
export * from './lifted-limits';

/** A name no other test file uses: one database and one topic prefix per test file. */
export function uniqueName(prefix: string): string {
  return `${prefix.replace(/[^a-z0-9]/gi, '_')}_${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
}

/** The real servers the tests talk to: started by `npm test` (libs/local-stack) or given by env. */
export function stackEnv() {
  return {
    MONGO_URL: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    KAFKA_BROKERS: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
  };
}

/**
 * The config every test server (the four services and the gateway) starts from: port 0, the real local stack, a
 * database and a topic prefix no other test file uses, the tests' internal secret and no logs. Keys after it win.
 */
export function testServerEnv(db: string) {
  const env = stackEnv();
  return {
    PORT: '0',
    MONGO_URL: env.MONGO_URL,
    REDIS_URL: env.REDIS_URL,
    KAFKA_BROKERS: env.KAFKA_BROKERS.join(','),
    MONGO_DB: uniqueName(db),
    KAFKA_TOPIC_PREFIX: `${uniqueName(db)}.`,
    INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
    LOG_LEVEL: 'silent',
    // Stopping a service waits for each consumer's fetch under way: 5 s idle in production, 1 s here. Shorter
    // costs the idle servers of a whole suite a fetch per consumer five times a second (an event ends a wait at once).
    KAFKA_FETCH_WAIT_MS: '1000',
    // The relay runs after each write; the timer only picks up what a failed round left. Tests of that set their own.
    OUTBOX_RELAY_INTERVAL_MS: '2000',
    // Two CI workers and a dozen test servers can keep the one local MongoDB busy past the 5 s production wait.
    MONGO_SERVER_SELECTION_MS: '30000',
    // A health check on that loaded machine can take longer than production's 2 s and would read as an outage.
    HEALTH_TIMEOUT_MS: '10000',
  };
}

/** Polls until the check returns a value (not undefined) or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
  stepMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, stepMs));
  }
  throw new Error(`condition not met in ${timeoutMs} ms${last ? `: ${(last as Error).message}` : ''}`);
}
export * from './service-health';
export * from './drop-database';
export * from './hosted-payment';
export * from './registered-routes';
export * from './serving-clock';
