import { createLogger } from '@rbt/service-kit';
import { dropDatabase, testServerEnv } from '@rbt/test-kit';
import { readConfig, Config } from '../src/config';
import { start, Started, StartOptions } from '../src/server';
import { startJazzcashSandbox, type JazzcashSandbox } from '../../libs/local-stack/src/payments/jazzcash-sandbox';

/** The stand-in's merchant keys in tests (the config's defaults). */
const JAZZCASH = { merchantId: 'MC_LOCAL', password: 'local-password', salt: 'local-salt-0F5DD14AE2' };

export type CampaignsTestServer = Started & {
  base: string;
  stopKeepingData(): Promise<void>;
  /** The JazzCash stand-in this server pays through (its own, on a random port). */
  jazzcash: JazzcashSandbox;
};

/** Starts svc-campaigns on port 0 against the real local servers, with a database and topics of its own. */
export async function startTestServer(
  overrides: Partial<Record<keyof Config, string>> = {},
  opts: StartOptions = {},
): Promise<CampaignsTestServer> {
  const jazzcash = await startJazzcashSandbox(JAZZCASH);
  const config = readConfig({
    ...testServerEnv('campaigns'),
    JAZZCASH_BASE_URL: jazzcash.url,
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
  jazzcash.ipnUrl = `http://127.0.0.1:${s.port}/api/payments/jazzcash/ipn`;
  const stop = async () => {
    await stopKeepingData();
    await jazzcash.stop();
    await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
  };
  return { ...s, stop, stopKeepingData, jazzcash, base: `http://127.0.0.1:${s.port}` };
}
