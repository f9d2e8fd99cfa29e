import { createLogger } from '@rbt/service-kit';
import { uniqueName, stackEnv, TEST_INTERNAL_SECRET, dropDatabase } from '@rbt/test-kit';
import { readConfig, Config } from '../src/config';
import { start, Started, StartOptions } from '../src/server';

/** Starts svc-campaigns on port 0 against the real local servers, with a database and topics of its own. */
export async function startTestServer(
  overrides: Partial<Record<keyof Config, string>> = {},
  opts: StartOptions = {},
): Promise<Started & { base: string; stopKeepingData(): Promise<void> }> {
  const env = stackEnv();
  const config = readConfig({
    PORT: '0',
    MONGO_URL: env.MONGO_URL,
    REDIS_URL: env.REDIS_URL,
    KAFKA_BROKERS: env.KAFKA_BROKERS.join(','),
    MONGO_DB: uniqueName('campaigns'),
    KAFKA_TOPIC_PREFIX: `${uniqueName('campaigns')}.`,
    INTERNAL_AUTH_SECRET: TEST_INTERNAL_SECRET,
    LOG_LEVEL: 'silent',
    PAYMENT_DELAY_MS: '0',
    // Production answers 503 after 5 s without svc-pricing or svc-media; a whole suite on two cores can keep a test's
    // own pricing server busier than that, which would read as an outage (a test about the timeout sets its own).
    PRICING_TIMEOUT_MS: '20000',
    MEDIA_TIMEOUT_MS: '20000',
    ...overrides,
  });
  const s = await start(config, createLogger('svc-campaigns', 'silent'), { scheduler: false, ...opts });
  const stop = async () => {
    await s.stop();
    await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
  };
  return { ...s, stop, stopKeepingData: s.stop, base: `http://127.0.0.1:${s.port}` };
}
