import { startWithPricingAndMedia } from '../../svc-campaigns/test/with-pricing';

export interface Services {
  urls: { CAMPAIGNS_URL: string; PRICING_URL: string; MEDIA_URL: string; CAPACITY_URL: string };
  stop(): Promise<void>;
}

/** The four real services on port 0; campaigns asks this pricing instance for quotes and this media instance who owns audio. */
export async function startAllServices(): Promise<Services> {
  // svc-campaigns asks this svc-capacity what can still be played before a quote is locked.
  const campaigns = await startWithPricingAndMedia();
  return {
    urls: {
      CAMPAIGNS_URL: campaigns.base,
      PRICING_URL: campaigns.pricing.base,
      MEDIA_URL: campaigns.media.base,
      CAPACITY_URL: campaigns.capacity.base,
    },
    stop: () => campaigns.stop(),
  };
}
