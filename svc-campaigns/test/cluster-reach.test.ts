import crypto from 'node:crypto';
import type { Connection } from 'mongoose';
import { connectMongo, createRedis, type Caller, type Redis } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { AnalyticsResponse, DashboardStats } from '@rbt/contracts';
import { advertiser, call, eventually, stackEnv, uniqueName } from '@rbt/test-kit';
import { startRedisCluster, type RedisCluster } from '../../libs/local-stack/src/redis-cluster';
import { analyticsRepository } from '../src/analytics/data-access/analytics-repository';
import { campaignRepository } from '../src/campaigns/data-access/campaign-repository';
import { campaignLists } from '../src/campaigns/data-access/campaign-lists';
import { reachCounter } from '../src/analytics/data-access/reach-counter';
import { countDeliveryBatch, type DeliveryPorts } from '../src/analytics/domain/delivery-batch-use-case';
import { analyticsFor } from '../src/analytics/domain/analytics-use-case';
import { dashboardStats } from '../src/campaigns/domain/dashboard-stats-use-case';
import { startTestServer, type CampaignsTestServer } from './test-server';

const alice = advertiser('cluster-alice');
const bob = advertiser('cluster-bob');
const hash = (n: number) => crypto.createHash('sha256').update(`+92300${n}`).digest('hex');
const [A, B, C] = ['a', 'b', 'c'].map((x) => uniqueName(`reach-${x}`)) as [string, string, string];
const owner = new Map([
  [A, alice],
  [B, alice],
  [C, bob],
]);
const DAYS = ['2030-01-10', '2030-01-11'];

/** 1,200 plays: 3 campaigns (A and B share listeners) × 2 days × 2 cities × 2 hours, B's with a second creative. */
const plays = Array.from({ length: 1200 }, (_, i) => {
  const campaignId = [A, B, C][i % 3]!;
  const date = DAYS[Math.floor(i / 3) % 2]!;
  return makeEvent('delivery', 'ad.played', campaignId, {
    adServingId: crypto.randomUUID(),
    campaignId,
    platformId: 'platform-test',
    date,
    city: i % 5 < 3 ? 'karachi' : 'lahore',
    timeSlot: i % 7 < 4 ? '18-19' : '19-20',
    ...(campaignId === B && i % 2 ? { creativeId: 'b-second' } : {}),
    subscriberHash: hash(i % 350),
    pricePerPlayPkr: 2.5,
    playedAt: `${date}T13:30:00.000Z`,
  });
});
// Batches as Kafka hands them over, the second one twice (a redelivery): it must add nothing.
const batches = [0, 1, 1, 2, 3, 4, 5].map((k) => plays.slice(k * 200, k * 200 + 200));

/** The three campaigns as payment leaves them: live, 100,000 plays guaranteed for PKR 250,000 (2.5 a play). */
async function seed(mongo: Connection) {
  await mongo.collection('campaigns').insertMany(
    [A, B, C].map((id, i) => ({
      _id: id as never,
      ownerId: owner.get(id)!.id,
      name: `Cluster ${i}`,
      status: 'live',
      deletedAt: null,
      schedule: { startDate: DAYS[0], endDate: DAYS[1] },
      quote: { estImpressions: 100_000, totalCost: 250_000 },
      delivery: { impressions: 0, spend: 0, uniqueReach: 0 },
      createdAt: new Date(Date.now() - i * 1000),
    })),
  );
}

/** The figures compared: everything but when the last play was counted (a moment of each run's own). */
const figures = (r: AnalyticsResponse) => ({ ...r, totals: { ...r.totals, lastDeliveryAt: null } });

describe('svc-campaigns: delivery counting on a Redis Cluster (3 masters, 3 replicas)', () => {
  const env = stackEnv();
  let cluster: RedisCluster;
  let s: CampaignsTestServer;
  let mongo: Connection;
  let single: Redis;
  let onSingle: Parameters<typeof analyticsFor>[0] & Parameters<typeof dashboardStats>[0] & DeliveryPorts;

  beforeAll(async () => {
    cluster = await startRedisCluster();
    s = await startTestServer({ REDIS_CLUSTER_NODES: cluster.nodes });
    await seed(s.deps.mongo);
    // The reference: the same batches counted by the same code on the single Redis, in a database of its own.
    mongo = await connectMongo(env.MONGO_URL, uniqueName('cluster_reach_ref'));
    await seed(mongo);
    single = createRedis(env.REDIS_URL);
    const reach = reachCounter(single);
    const campaigns = { ...campaignRepository(mongo), ...campaignLists(mongo) };
    onSingle = { analytics: analyticsRepository(mongo), reach, campaigns };
    for (const b of batches) await countDeliveryBatch(onSingle, b, new Date());
    for (const b of batches) await s.deps.bus.publish('delivery', b);
  }, 90_000);
  afterAll(async () => {
    await s?.stop();
    await mongo?.dropDatabase();
    await mongo?.close();
    single?.disconnect();
    await cluster?.stop();
  }, 120_000);

  const analytics = (as: Caller, query = '') =>
    eventually(async () => {
      const r = await call(s.base, 'GET', `/api/analytics${query}`, { as });
      const body = r.status === 200 ? AnalyticsResponse.parse(r.body) : undefined;
      // Counted once every play of the caller's campaigns is in (400 a campaign over the two days).
      return body && body.totals.impressions === body.campaigns.length * 400 * (query.includes('from') ? 0.5 : 1)
        ? body
        : undefined;
    }, 40_000);
  const reference = async (as: Caller, q: { campaignId?: string; from?: string; to?: string } = {}) =>
    figures(AnalyticsResponse.parse(JSON.parse(JSON.stringify(await analyticsFor(onSingle, as, q)))));

  it('when the plays are counted, then analytics over several campaigns answers what the single Redis answers', async () => {
    const health = await call(s.base, 'GET', '/health');
    expect([health.status, health.body.dependencies?.redis?.status]).toEqual([200, 'ok']);
    const onCluster = await analytics(alice);
    expect(figures(onCluster)).toEqual(await reference(alice));
    // Reach is the listeners of A and B together (350 numbers in all, A's and B's sharing them), not their sum.
    expect(onCluster.totals.impressions).toBe(800);
    expect(Math.abs(onCluster.totals.uniqueReach - 350)).toBeLessThanOrEqual(350 * 0.02);
    expect(figures(await analytics(bob))).toEqual(await reference(bob));
  });

  it("when one campaign or one day is asked, then its reach and figures are the single Redis' too", async () => {
    expect(figures(await analytics(alice, `?campaignId=${B}`))).toEqual(await reference(alice, { campaignId: B }));
    const day = `?from=${DAYS[1]}&to=${DAYS[1]}`;
    expect(figures(await analytics(alice, day))).toEqual(await reference(alice, { from: DAYS[1], to: DAYS[1] }));
  });

  it("when the dashboard and the results per creative are read, then their reach is the single Redis' too", async () => {
    await analytics(alice);
    const stats = DashboardStats.parse((await call(s.base, 'GET', '/api/dashboard/stats', { as: alice })).body);
    const ref = await dashboardStats(onSingle, alice);
    expect(stats).toMatchObject({ totalImpressions: 800, totalSpend: 2000, uniqueReach: ref.uniqueReach });
    for (const creative of [B, 'b-second'])
      expect(await s.deps.reach.creativeCount(B, creative)).toBe(await onSingle.reach.creativeCount(B, creative));
    const runningReach = async (m: Connection) =>
      (
        await m
          .collection('campaigns')
          .find({}, { sort: { _id: 1 } })
          .toArray()
      ).map(({ delivery: d }) => ({
        impressions: d.impressions,
        spend: d.spend,
        uniqueReach: d.uniqueReach,
      }));
    expect(await runningReach(s.deps.mongo)).toEqual(await runningReach(mongo));
  });
});
