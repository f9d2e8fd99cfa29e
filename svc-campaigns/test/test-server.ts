import { createLogger } from '@rbt/service-kit';
import { dropDatabase, testServerEnv } from '@rbt/test-kit';
import { readConfig, Config } from '../src/config';
import { start, Started, StartOptions } from '../src/server';
import { startJazzcashSandbox, type JazzcashSandbox } from '../../libs/local-stack/src/payments/jazzcash-sandbox';
import {
  EASYPAISA_LOCAL_STORE,
  startEasypaisaSandbox,
  type EasypaisaSandbox,
} from '../../libs/local-stack/src/payments/easypaisa-sandbox';

/** The stand-in's merchant keys in tests (the config's defaults). */
const JAZZCASH = { merchantId: 'MC_LOCAL', password: 'local-password', salt: 'local-salt-0F5DD14AE2' };

export type CampaignsTestServer = Started & {
  base: string;
  stopKeepingData(): Promise<void>;
  /** The JazzCash stand-in this server pays through (its own, on a random port). */
  jazzcash: JazzcashSandbox;
  /** The Easypaisa stand-in (its own, on a random port; IPNs come to this server). */
  easypaisa: EasypaisaSandbox;
};

/** Starts svc-campaigns on port 0 against the real local servers, with a database and topics of its own. */
export async function startTestServer(
  overrides: Partial<Record<keyof Config, string>> = {},
  opts: StartOptions = {},
): Promise<CampaignsTestServer> {
  const jazzcash = await startJazzcashSandbox(JAZZCASH);
  // The IPN address is known once this server listens; the stand-in reads its store's at every IPN.
  const store = { ...EASYPAISA_LOCAL_STORE };
  const easypaisa = await startEasypaisaSandbox({ port: 0, stores: [store], ipnRetryMs: 50 });
  const config = readConfig({
    ...testServerEnv('campaigns'),
    JAZZCASH_BASE_URL: jazzcash.url,
    EASYPAISA_BASE_URL: easypaisa.url,
    // Production answers 503 after 5 s without svc-pricing, svc-media or svc-capacity; a whole suite on two cores can keep a test's
    // own pricing server busier than that, which would read as an outage (a test about the timeout sets its own).
    PRICING_TIMEOUT_MS: '20000',
    MEDIA_TIMEOUT_MS: '20000',
    CAPACITY_TIMEOUT_MS: '20000',
    ...overrides,
  });
  const s = await start(config, createLogger('svc-campaigns', 'silent'), { scheduler: false, ...opts });
  // Once only: a test that stopped the service to restart it over the same data still calls stop() at the end.
  let stopping: Promise<void> | undefined;
  const stopKeepingData = () => (stopping ??= s.stop());
  jazzcash.ipnUrl = `http://127.0.0.1:${s.port}/api/payments/jazzcash/ipn`;
  store.ipnUrl = `http://127.0.0.1:${s.port}/api/payments/easypaisa/ipn`;
  const stop = async () => {
    await stopKeepingData();
    await Promise.all([jazzcash.stop(), easypaisa.stop()]);
    await dropDatabase(config.MONGO_URL, config.MONGO_DB).catch(() => undefined);
  };
  return { ...s, stop, stopKeepingData, jazzcash, easypaisa, base: `http://127.0.0.1:${s.port}` };
}
