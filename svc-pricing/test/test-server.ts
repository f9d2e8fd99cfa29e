import { createLogger } from '@rbt/service-kit';
import { uniqueName, dropDatabase, testServerEnv } from '@rbt/test-kit';
import { readConfig, Config } from '../src/config';
import { start, Started } from '../src/server';

/** Starts svc-pricing on port 0 against the real local servers, with a database and topics of its own. */
export async function startTestServer(
  overrides: Partial<Record<keyof Config, string>> = {},
): Promise<Started & { base: string }> {
  const config = readConfig({
    ...testServerEnv('pricing'),
    CACHE_PREFIX: `${uniqueName('pricing')}:`,
    ...overrides,
  });
  const s = await start(config, createLogger('svc-pricing', 'silent'));
  const stop = async () => {
    await s.stop();
    await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
  };
  return { ...s, stop, base: `http://127.0.0.1:${s.port}` };
}
