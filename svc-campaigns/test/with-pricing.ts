import type { Config } from '../src/config';
import type { StartOptions } from '../src/server';
import { startTestServer, CampaignsTestServer } from './test-server';
import { mediaFor } from './fixtures';

/** For other services' tests, which reach svc-campaigns only through this file: a draft carrying its voice-over. */
export { withAudio } from './fixtures';
import { startTestServer as startPricing } from '../../svc-pricing/test/test-server';
import { startTestServer as startCapacity } from '../../svc-capacity/test/test-server';

type Overrides = Partial<Record<keyof Config, string>>;
type PricingTestServer = Awaited<ReturnType<typeof startPricing>>;
type CapacityTestServer = Awaited<ReturnType<typeof startCapacity>>;
type MediaTestServer = Awaited<ReturnType<typeof import('../../svc-media/test/test-server').startTestServer>>;
/** svc-media's test server, loaded only by the files that start one (its code, the AWS SDK and OpenAI's, ~0.3 s). */
const startMedia = () =>
  (require('../../svc-media/test/test-server') as typeof import('../../svc-media/test/test-server')).startTestServer();

/**
 * svc-campaigns with a svc-pricing of its own at `pricing` and the svc-capacity it asks what can still be played at
 * `capacity`; stop() ends them all (stopKeepingData only svc-campaigns).
 */
export type WithPricing = CampaignsTestServer & { pricing: PricingTestServer; capacity: CapacityTestServer };

/**
 * Starts svc-pricing (and svc-media when asked) side by side, then svc-campaigns pointing at them; if one fails, the
 * others are stopped again. (Starting svc-campaigns at the same time on ports chosen beforehand saved nothing
 * measurable, 0.3–0.4 s either way: docs/benchmarks.md, "Suite time".)
 */
async function startAll(overrides: Overrides, opts: StartOptions, withMedia: boolean) {
  const started = await Promise.allSettled([
    startPricing(),
    withMedia ? startMedia() : Promise.resolve(undefined),
    // Unshifted: svc-pricing and svc-campaigns sell on the wall clock, and capacity's sellable hours must agree.
    startCapacity({ SERVING_CLOCK_SHIFT_MS: '0' }),
  ] as const);
  const [pricing, media, capacity] = started;
  if (pricing.status === 'rejected' || media.status === 'rejected' || capacity.status === 'rejected') {
    await Promise.all(started.map((r) => (r.status === 'fulfilled' ? r.value?.stop() : undefined)));
    throw [pricing, media, capacity].find((r) => r.status === 'rejected')?.reason;
  }
  const urls = {
    PRICING_URL: pricing.value.base,
    CAPACITY_URL: capacity.value.base,
    ...(media.value ? { MEDIA_URL: media.value.base } : {}),
  };
  const others = () => Promise.all([pricing.value.stop(), media.value?.stop(), capacity.value.stop()]);
  try {
    const campaigns = await startTestServer({ ...urls, ...overrides }, opts);
    return { pricing: pricing.value, media: media.value, capacity: capacity.value, campaigns, others };
  } catch (err) {
    await others();
    throw err;
  }
}

/**
 * The set-up most svc-campaigns tests share: svc-campaigns pricing through a real svc-pricing, with the real svc-media
 * that makes the fixtures' creatives their audio (a campaign without playable audio is never sold).
 */
export async function startWithPricing(overrides: Overrides = {}, opts: StartOptions = {}): Promise<WithPricing> {
  const { pricing, media, capacity, campaigns, others } = await startAll(overrides, opts, true);
  if (media) mediaFor.set(campaigns.base, media.base);
  const stop = async () => {
    await campaigns.stop();
    await others();
  };
  return { ...campaigns, pricing, capacity, stop };
}

/** As startWithPricing, with a real svc-media at `media` too (creatives by TTS, audio ownership). */
export async function startWithPricingAndMedia(
  overrides: Overrides = {},
  opts: StartOptions = {},
): Promise<WithPricing & { media: MediaTestServer }> {
  const { pricing, media, capacity, campaigns, others } = await startAll(overrides, opts, true);
  if (!media) throw new Error('svc-media was asked for and not started');
  mediaFor.set(campaigns.base, media.base);
  const stop = async () => {
    await campaigns.stop();
    await others();
  };
  return { ...campaigns, pricing, media, capacity, stop };
}
