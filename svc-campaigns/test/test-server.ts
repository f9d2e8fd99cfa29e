import { createLogger } from '@rbt/service-kit';
import { dropDatabase, testServerEnv } from '@rbt/test-kit';
import { readConfig, Config } from '../src/config';
import { start, Started, StartOptions } from '../src/server';

export type CampaignsTestServer = Started & { base: string; stopKeepingData(): Promise<void> };

/** Starts svc-campaigns on port 0 against the real local servers, with a database and topics of its own. */
export async function startTestServer(
  overrides: Partial<Record<keyof Config, string>> = {},
  opts: StartOptions = {},
): Promise<CampaignsTestServer> {
  const config = readConfig({
    ...testServerEnv('campaigns'),
    PAYMENT_DELAY_MS: '0',
    // Production answers 503 after 5 s without svc-pricing or svc-media; a whole suite on two cores can keep a test's
    // own pricing server busier than that, which would read as an outage (a test about the timeout sets its own).
    PRICING_TIMEOUT_MS: '20000',
    MEDIA_TIMEOUT_MS: '20000',
    ...overrides,
  });
  const s = await start(config, createLogger('svc-campaigns', 'silent'), { scheduler: false, ...opts });
  // Once only: a test that stopped the service to restart it over the same data still calls stop() at the end.
  let stopping: Promise<void> | undefined;
  const stopKeepingData = () => (stopping ??= s.stop());
  const stop = async () => {
    await stopKeepingData();
    await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
  };
  return { ...s, stop, stopKeepingData, base: `http://127.0.0.1:${s.port}` };
}
