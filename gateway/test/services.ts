import { startTestServer as startCampaigns } from '../../svc-campaigns/test/test-server';
import { startTestServer as startPricing } from '../../svc-pricing/test/test-server';
import { startTestServer as startMedia } from '../../svc-media/test/test-server';
import { startTestServer as startCapacity } from '../../svc-capacity/test/test-server';

export interface Services {
  urls: { CAMPAIGNS_URL: string; PRICING_URL: string; MEDIA_URL: string; CAPACITY_URL: string };
  stop(): Promise<void>;
}

/** The four real services on port 0; campaigns asks this pricing instance for quotes and this media instance who owns audio. */
export async function startAllServices(): Promise<Services> {
  const [pricing, media, capacity] = await Promise.all([startPricing(), startMedia(), startCapacity()]);
  const campaigns = await startCampaigns({ PRICING_URL: pricing.base, MEDIA_URL: media.base });
  const all = [campaigns, pricing, media, capacity];
  return {
    urls: {
      CAMPAIGNS_URL: campaigns.base,
      PRICING_URL: pricing.base,
      MEDIA_URL: media.base,
      CAPACITY_URL: capacity.base,
    },
    stop: async () => {
      await Promise.all(all.map((s) => s.stop()));
    },
  };
}
