import { connectMongo, createRedis } from '@rbt/service-kit';
import type { Connection } from 'mongoose';
import { eventually } from '@rbt/test-kit';
import { startFleet, type Fleet } from '../../libs/local-stack/src/scale/fleet';
import { karachiCell, seedLiveCampaigns } from '../../libs/local-stack/src/scale/seed';
import { startPlayer } from '../../libs/local-stack/src/scale/player';
import { analyticsRepository } from '../src/analytics/data-access/analytics-repository';

const CALLS_PER_S = 100;
const RUN_MS = 24_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const yesterday = () => karachiCell(Date.now() - 86_400_000).date;

/**
 * Three svc-capacity and two svc-campaigns processes behind a balancer, a gateway in front, an operator's platform
 * playing calls through it; one of each service is killed (SIGKILL) a third of the way in. The calls answered by
 * the dead svc-capacity are fired again by the platform, the dead svc-campaigns' partitions go to the survivor, and
 * campaigns that end meanwhile are completed by whichever instance holds the scheduler's lease: every acknowledged
 * play counted once, and every campaign completed once.
 */
describe('several instances, one of each killed mid-run', () => {
  const run = `fleet_${Date.now().toString(36)}_`;
  const serving = Array.from({ length: 6 }, (_, i) => `camp-fleet-${i}-${run}`);
  const ending = Array.from({ length: 6 }, (_, i) => `camp-fleet-ending-${i}-${run}`);
  const mongoUrl = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
  let fleet: Fleet;
  let mongo: Connection;

  /** Live campaigns whose end date is past: the scheduler's next round completes them. */
  const endingCampaigns = (ids: string[]) =>
    mongo.collection('campaigns').insertMany(
      ids.map((id) => ({
        _id: id as never,
        status: 'live',
        version: 1,
        deletedAt: null,
        ownerId: 'user-fleet',
        name: id,
        schedule: { startDate: yesterday(), endDate: yesterday(), timeSlots: ['18-19'] },
        quote: { estImpressions: 100, totalCost: 200 },
        delivery: { impressions: 0, spend: 0, uniqueReach: 0 },
        statusHistory: [],
      })),
    );

  beforeAll(async () => {
    await seedLiveCampaigns({ mongoUrl, run, campaignIds: serving, bookedPerCell: 1_000_000, pricePerPlayPkr: 2 });
    mongo = await connectMongo(mongoUrl, `${run}rbt_campaigns`);
    await endingCampaigns(ending.slice(0, 3));
    fleet = await startFleet({
      run,
      instances: { capacity: 3, campaigns: 2, gateway: 1, pricing: 0, media: 0 },
      env: {
        KAFKA_SESSION_TIMEOUT_MS: '6000',
        KAFKA_FETCH_WAIT_MS: '200',
        SCHEDULER_INTERVAL_MS: '500',
        SERVING_REDIS_TIMEOUT_MS: '250',
      },
    });
  }, 240_000);
  afterAll(async () => {
    await fleet?.stop();
    const redis = createRedis(fleet.env.REDIS_URL!);
    await redis.eval(
      "for _, k in ipairs(redis.call('KEYS', ARGV[1])) do redis.call('DEL', k) end return 0",
      0,
      `${run}*`,
    );
    await redis.quit();
    await Promise.all(['campaigns', 'capacity', 'accounts'].map((db) => mongo.useDb(`${run}rbt_${db}`).dropDatabase()));
    await mongo.close();
  }, 180_000);

  it('when one svc-capacity of three and one svc-campaigns of two are killed, then every play is counted once and every job ran once', async () => {
    const player = startPlayer({ url: fleet.url, key: fleet.platformKey, ratePerS: CALLS_PER_S });
    await sleep(RUN_MS / 3);
    await Promise.all([fleet.kill('capacity-1'), fleet.kill('campaigns-1')]);
    await endingCampaigns(ending.slice(3));
    await sleep((RUN_MS * 2) / 3);
    await player.stop();
    expect(player.stats.ads).toBeGreaterThan(0);
    expect(player.stats.unacknowledged).toBe(0);

    const analytics = analyticsRepository(mongo);
    const counted = async () => {
      const m = new Map<string, number>();
      for (const c of await analytics.find(serving)) m.set(c.campaignId, (m.get(c.campaignId) ?? 0) + c.impressions);
      return m;
    };
    const total = async () => [...(await counted()).values()].reduce((a, b) => a + b, 0);
    await eventually(async () => ((await total()) >= player.stats.accepted ? true : undefined), 120_000, 500);
    await sleep(2000); // a late double count would show here
    const acked = new Map<string, number>();
    for (const a of player.acks) acked.set(a.campaignId, (acked.get(a.campaignId) ?? 0) + 1);
    const now = await counted();
    expect(serving.map((id) => now.get(id) ?? 0)).toEqual(serving.map((id) => acked.get(id) ?? 0));
    const docs = await mongo
      .collection('campaigns')
      .find({ _id: { $in: [...serving, ...ending] as never[] } })
      .toArray();
    const byId = new Map(docs.map((d) => [String(d._id), d]));
    expect(serving.map((id) => byId.get(id)!.delivery.impressions)).toEqual(serving.map((id) => acked.get(id) ?? 0));
    expect(await mongo.collection('dead_letters').countDocuments()).toBe(0);

    // Every ended campaign completed by one round of one instance: one status change, one event.
    await eventually(
      async () => {
        const done = await mongo
          .collection('campaigns')
          .countDocuments({ _id: { $in: ending as never[] }, status: 'completed' });
        return done === ending.length ? true : undefined;
      },
      60_000,
      500,
    );
    const ended = await mongo
      .collection('campaigns')
      .find({ _id: { $in: ending as never[] } })
      .toArray();
    expect(ended.map((d) => d.statusHistory.length)).toEqual(ending.map(() => 1));
    // And its one event left through the outbox (the relays of both instances, the dead one's included).
    await eventually(
      async () => {
        const waiting = await mongo
          .collection('campaigns')
          .countDocuments({ _id: { $in: ending as never[] }, 'outbox.0': { $exists: true } });
        return waiting === 0 ? true : undefined;
      },
      30_000,
      500,
    );
  }, 300_000);
});
