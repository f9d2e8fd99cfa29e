import type { Config } from '../src/config';
import type { StartOptions } from '../src/server';
import { startTestServer, CampaignsTestServer } from './test-server';
import { startTestServer as startPricing } from '../../svc-pricing/test/test-server';

type Overrides = Partial<Record<keyof Config, string>>;
type PricingTestServer = Awaited<ReturnType<typeof startPricing>>;
type MediaTestServer = Awaited<ReturnType<typeof import('../../svc-media/test/test-server').startTestServer>>;
/** svc-media's test server, loaded only by the files that start one (its code, the AWS SDK and OpenAI's, ~0.3 s). */
const startMedia = () =>
  (require('../../svc-media/test/test-server') as typeof import('../../svc-media/test/test-server')).startTestServer();

/** svc-campaigns with a svc-pricing of its own at `pricing`; stop() ends both (stopKeepingData only svc-campaigns). */
export type WithPricing = CampaignsTestServer & { pricing: PricingTestServer };

/**
 * Starts svc-pricing (and svc-media when asked) side by side, then svc-campaigns pointing at them; if one fails, the
 * others are stopped again. (Starting svc-campaigns at the same time on ports chosen beforehand saved nothing
 * measurable, 0.3–0.4 s either way: docs/benchmarks.md, "Suite time".)
 */
async function startAll(overrides: Overrides, opts: StartOptions, withMedia: boolean) {
  const started = await Promise.allSettled([
    startPricing(),
    withMedia ? startMedia() : Promise.resolve(undefined),
  ] as const);
  const [pricing, media] = started;
  if (pricing.status === 'rejected' || media.status === 'rejected') {
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value?.stop() : undefined)));
    throw [pricing, media].find((r) => r.status === 'rejected')?.reason;
  }
  const urls = { PRICING_URL: pricing.value.base, ...(media.value ? { MEDIA_URL: media.value.base } : {}) };
  try {
    const campaigns = await startTestServer({ ...urls, ...overrides }, opts);
    return { pricing: pricing.value, media: media.value, campaigns };
  } catch (err) {
    await Promise.all([pricing.value.stop(), media.value?.stop()]);
    throw err;
  }
}

/** The set-up most svc-campaigns tests share: svc-campaigns pricing through a real svc-pricing. */
export async function startWithPricing(overrides: Overrides = {}, opts: StartOptions = {}): Promise<WithPricing> {
  const { pricing, campaigns } = await startAll(overrides, opts, false);
  const stop = async () => {
    await campaigns.stop();
    await pricing.stop();
  };
  return { ...campaigns, pricing, stop };
}

/** As startWithPricing, with a real svc-media at `media` too (creatives by TTS, audio ownership). */
export async function startWithPricingAndMedia(
  overrides: Overrides = {},
  opts: StartOptions = {},
): Promise<WithPricing & { media: MediaTestServer }> {
  const { pricing, media, campaigns } = await startAll(overrides, opts, true);
  if (!media) throw new Error('svc-media was asked for and not started');
  const stop = async () => {
    await campaigns.stop();
    await Promise.all([pricing.stop(), media.stop()]);
  };
  return { ...campaigns, pricing, media, stop };
}
