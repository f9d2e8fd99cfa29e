import crypto from 'node:crypto';
import type { Connection } from 'mongoose';
import { connectMongo, createRedis } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { stackEnv, uniqueName } from '@rbt/test-kit';
import { analyticsRepository } from '../src/analytics/data-access/analytics-repository';
import { campaignRepository } from '../src/campaigns/data-access/campaign-repository';
import { reachCounter } from '../src/analytics/data-access/reach-counter';
import { countDeliveryBatch } from '../src/analytics/domain/delivery-batch-use-case';
import { tallyByCell } from '../src/analytics/domain/delivery-batch-use-case';
import { insertLiveCampaign } from './fixtures';

/**
 * The batch write's crash window: the cells counted a batch but the process died before the campaign's running
 * figures took it. The redelivered batch must pay that credit once, and a third delivery nothing.
 */
describe('svc-campaigns: a batch counted in the cells but not yet in its campaign', () => {
  const env = stackEnv();
  const redis = createRedis(env.REDIS_URL);
  let mongo: Connection;
  const id = uniqueName('camp');
  const play = (i: number) =>
    makeEvent('delivery', 'ad.played', id, {
      adServingId: crypto.randomUUID(),
      campaignId: id,
      platformId: 'platform-test',
      date: '2030-01-10',
      city: i % 2 ? 'karachi' : 'lahore',
      timeSlot: '18-19',
      subscriberHash: crypto.createHash('sha256').update(`+92300${i}`).digest('hex'),
      pricePerPlayPkr: 2.5,
      playedAt: '2030-01-10T13:30:00.000Z',
    });
  beforeAll(async () => {
    mongo = await connectMongo(env.MONGO_URL, uniqueName('credits'));
    await insertLiveCampaign(mongo, id);
  });
  afterAll(async () => {
    await mongo.dropDatabase();
    await mongo.close();
    redis.disconnect();
  });

  it('when the first handling stopped after the cells, then the redelivery credits the campaign once and a third delivery changes nothing', async () => {
    const ports = {
      analytics: analyticsRepository(mongo),
      reach: reachCounter(redis),
      campaigns: campaignRepository(mongo),
    };
    const batch = Array.from({ length: 6 }, (_, i) => play(i));
    const next = play(6);
    // The crash: the cells' write alone, as countDeliveryBatch makes it, and nothing after.
    const writes = tallyByCell(batch).map((c) => ({
      place: c.place,
      plays: c.plays,
      listens: [],
      uniqueUsers: c.plays.length,
      campaignReach: 0,
    }));
    await ports.analytics.recordBatch(writes, new Date());
    // Redelivered with one new play after it (the next batch's boundary moved).
    const again = await countDeliveryBatch(ports, [...batch, next], new Date());
    expect(again.plays).toBe(1);
    expect(again.campaigns.get(id)?.delivery).toMatchObject({ impressions: 7 });
    const third = await countDeliveryBatch(ports, [...batch, next], new Date());
    expect(third.plays).toBe(0);
    const doc = await mongo.collection('campaigns').findOne({ _id: id as never });
    expect(doc?.delivery).toMatchObject({ impressions: 7, spend: 17.5 });
    const cells = await ports.analytics.find([id]);
    expect(cells.reduce((n, c) => n + c.impressions, 0)).toBe(7);
  });
});
