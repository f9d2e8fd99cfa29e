import crypto from 'node:crypto';
import type { Connection } from 'mongoose';
import { connectMongo, createRedis } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { stackEnv, uniqueName } from '@rbt/test-kit';
import { analyticsRepository } from '../src/analytics/data-access/analytics-repository';
import { campaignRepository } from '../src/campaigns/data-access/campaign-repository';
import { partOf } from '../src/analytics/data-access/cell-parts';
import { reachCounter } from '../src/analytics/data-access/reach-counter';
import { campaignKey, cellKey } from '../src/analytics/data-access/reach-keys';
import { countDeliveryBatch, type DeliveryPorts } from '../src/analytics/domain/delivery-batch-use-case';
import { insertLiveCampaign } from './fixtures';

/**
 * Reach is what a batch's subscribers add to the sketches, and a sketch takes a subscriber only once: a batch handled
 * again (redelivered beside new plays, or retried after a failure) must still leave each cell and campaign with the
 * reach its sketch holds, as when every batch went through once.
 */
describe('svc-campaigns: reach when a batch is met again', () => {
  const env = stackEnv();
  const redis = createRedis(env.REDIS_URL);
  let mongo: Connection;
  const place = { date: '2030-01-10', city: 'karachi', timeSlot: '18-19' };
  const play = (campaignId: string, subscriber: number) =>
    makeEvent('delivery', 'ad.played', campaignId, {
      adServingId: crypto.randomUUID(),
      campaignId,
      platformId: 'platform-test',
      ...place,
      subscriberHash: crypto.createHash('sha256').update(`+92300${subscriber}`).digest('hex'),
      pricePerPlayPkr: 2.5,
      playedAt: '2030-01-10T13:30:00.000Z',
    });
  const live = async () => {
    const id = uniqueName('camp');
    await insertLiveCampaign(mongo, id);
    return id;
  };
  /** The cell's and the campaign's reach as counted, beside what their sketches hold. */
  const reachOf = async (id: string) => {
    const cells = await analyticsRepository(mongo).find([id]);
    const doc = await mongo.collection('campaigns').findOne({ _id: id as never });
    return {
      cell: cells.reduce((n, c) => n + c.uniqueUsers, 0),
      campaign: doc?.delivery.uniqueReach,
      impressions: doc?.delivery.impressions,
    };
  };
  const sketches = async (id: string) => ({
    cell: await redis.pfcount(cellKey({ campaignId: id, ...place })),
    campaign: await redis.pfcount(campaignKey(id)),
  });
  let ports: DeliveryPorts;
  beforeAll(async () => {
    mongo = await connectMongo(env.MONGO_URL, uniqueName('reach_again'));
    ports = { analytics: analyticsRepository(mongo), reach: reachCounter(redis), campaigns: campaignRepository(mongo) };
  });
  afterAll(async () => {
    await mongo.dropDatabase();
    await mongo.close();
    redis.disconnect();
  });

  it('when counted plays come again at the head of a batch of new listeners, then the cell and the campaign gain the new listeners', async () => {
    const id = await live();
    const counted = Array.from({ length: 10 }, (_, i) => play(id, i));
    await countDeliveryBatch(ports, counted, new Date());
    // The new plays fall in other parts of the cell than the first counted play: that part meets only ids it has.
    const head = partOf(counted[0]!.eventId);
    const fresh = Array.from({ length: 60 }, (_, i) => play(id, 100 + i))
      .filter((e) => partOf(e.eventId) !== head)
      .slice(0, 20);
    await countDeliveryBatch(ports, [...counted, ...fresh], new Date());
    const s = await sketches(id);
    expect(s).toEqual({ cell: 30, campaign: 30 });
    expect(await reachOf(id)).toEqual({ ...s, impressions: 30 });
  });

  it('when the cells cannot be written after the sketches took the batch, then the retried batch keeps its reach', async () => {
    const id = await live();
    const batch = Array.from({ length: 25 }, (_, i) => play(id, 200 + i));
    let failures = 1;
    const failing: DeliveryPorts = {
      ...ports,
      analytics: {
        ...ports.analytics,
        recordBatch: (...a) =>
          failures-- > 0 ? Promise.reject(new Error('MongoDB went away')) : ports.analytics.recordBatch(...a),
      },
    };
    await expect(countDeliveryBatch(failing, batch, new Date())).rejects.toThrow('MongoDB went away');
    // The consumer's retry: the same batch, its subscribers already in the sketches.
    await countDeliveryBatch(failing, batch, new Date());
    const s = await sketches(id);
    expect(s).toEqual({ cell: 25, campaign: 25 });
    expect(await reachOf(id)).toEqual({ ...s, impressions: 25 });
    // Written, the batch's kept gains are dropped; met a third time, it adds nothing.
    expect(await redis.keys(`reach:{${id}}:batch:*`)).toEqual([]);
    await countDeliveryBatch(ports, batch, new Date());
    expect(await reachOf(id)).toEqual({ ...s, impressions: 25 });
  });

  it('when a written batch comes again while its gains are still kept, then nothing is counted twice', async () => {
    const id = await live();
    const batch = Array.from({ length: 15 }, (_, i) => play(id, 300 + i));
    // The gains outlive the write (the process stopped before dropping them).
    const keeping: DeliveryPorts = { ...ports, reach: { ...ports.reach, forget: () => Promise.resolve() } };
    await countDeliveryBatch(keeping, batch, new Date());
    expect(await redis.keys(`reach:{${id}}:batch:*`)).toHaveLength(1);
    await countDeliveryBatch(keeping, batch, new Date());
    expect(await reachOf(id)).toEqual({ cell: 15, campaign: 15, impressions: 15 });
  });
});
