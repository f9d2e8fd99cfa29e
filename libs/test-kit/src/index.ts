import crypto from 'node:crypto';

export * from './http';
export * from './free-port';

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
