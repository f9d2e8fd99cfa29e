import { startWithPricingAndMedia } from '../../svc-campaigns/test/with-pricing';
import { startTestServer as startCapacity } from '../../svc-capacity/test/test-server';

export interface Services {
  urls: { CAMPAIGNS_URL: string; PRICING_URL: string; MEDIA_URL: string; CAPACITY_URL: string };
  stop(): Promise<void>;
}

/** The four real services on port 0; campaigns asks this pricing instance for quotes and this media instance who owns audio. */
export async function startAllServices(): Promise<Services> {
  const [campaigns, capacity] = await Promise.all([startWithPricingAndMedia(), startCapacity()]);
  return {
    urls: {
      CAMPAIGNS_URL: campaigns.base,
      PRICING_URL: campaigns.pricing.base,
      MEDIA_URL: campaigns.media.base,
      CAPACITY_URL: capacity.base,
    },
    stop: async () => {
      await Promise.all([campaigns.stop(), capacity.stop()]);
    },
  };
}
