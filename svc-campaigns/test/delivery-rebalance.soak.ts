import crypto from 'node:crypto';
import path from 'node:path';
import { AssignerProtocol, Kafka, logLevel } from 'kafkajs';
import type { Connection } from 'mongoose';
import { TOPICS } from '@rbt/contracts';
import { connectMongo, createLogger, EventBus } from '@rbt/service-kit';
import { makeEvent } from '@rbt/service-kit/events';
import { eventually, stackEnv, testServerEnv } from '@rbt/test-kit';
import { startProcess, stopProcess, type Managed } from '../../libs/local-stack/src/processes';
import { analyticsRepository } from '../src/analytics/data-access/analytics-repository';

const PLAYS = 3000;
const CAMPAIGNS = ['a', 'b', 'c', 'd', 'e', 'f'];
const QUARTILES = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;
const served = (p: {
  data: { adServingId: string; campaignId: string; platformId: string; date: string; city: string; timeSlot: string };
}) => {
  const { adServingId, campaignId, platformId, date, city, timeSlot } = p.data;
  return { adServingId, campaignId, platformId, date, city, timeSlot };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two svc-campaigns processes count delivery.v1 in one consumer group; one is killed (SIGKILL: no goodbye to the
 * group, its batch under way neither finished nor committed) while plays keep coming. The survivor takes its
 * partitions once the group's session runs out and counts what the dead one had not committed again: every play
 * must be counted exactly once, in the cells and in the campaigns' running figures.
 */
describe('svc-campaigns: an instance killed while two count the plays', () => {
  const env = { ...testServerEnv('campaigns'), KAFKA_SESSION_TIMEOUT_MS: '6000', RBT_LOCAL_STACK: 'true' };
  const prefix = env.KAFKA_TOPIC_PREFIX;
  const group = `${prefix}svc-campaigns.delivery`;
  const kafka = new Kafka({
    brokers: stackEnv().KAFKA_BROKERS,
    clientId: 'rebalance-test',
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  const bus = new EventBus({
    brokers: stackEnv().KAFKA_BROKERS,
    clientId: 'rebalance-test',
    logger: createLogger('t', 'silent'),
    topicPrefix: prefix,
  });
  const instances: Managed[] = [];
  let mongo: Connection;
  const ids = CAMPAIGNS.map((c) => `camp-rebalance-${c}-${crypto.randomUUID()}`);

  /** Who holds which partitions of delivery.v1 now. */
  const assignment = async () => {
    const { groups } = await admin.describeGroups([group]);
    return (groups[0]?.members ?? []).map((m) => {
      const a = AssignerProtocol.MemberAssignment.decode(m.memberAssignment);
      return a?.assignment[prefix + TOPICS.delivery] ?? [];
    });
  };

  beforeAll(async () => {
    mongo = await connectMongo(env.MONGO_URL, env.MONGO_DB);
    // Live campaigns as payment leaves them: 1,000,000 guaranteed plays for PKR 2,000,000 (2 a play).
    await mongo.collection('campaigns').insertMany(
      ids.map((_id) => ({
        _id: _id as never,
        status: 'live',
        deletedAt: null,
        quote: { estImpressions: 1_000_000, totalCost: 2_000_000 },
        delivery: { impressions: 0, spend: 0, uniqueReach: 0 },
      })),
    );
    await Promise.all([admin.connect(), bus.ensureTopics(['delivery'])]);
    const root = path.resolve(__dirname, '..', '..');
    for (const n of [1, 2])
      instances.push(
        startProcess(
          `rebalance-campaigns-${n}`,
          path.join(root, 'node_modules', '.bin', 'tsx'),
          ['svc-campaigns/src/main.ts'],
          {
            cwd: root,
            env,
          },
        ),
      );
    // Both in the group, each holding partitions.
    await eventually(
      async () => ((await assignment()).filter((p) => p.length).length === 2 ? true : undefined),
      60_000,
    );
  }, 90_000);
  afterAll(async () => {
    await Promise.all(instances.map((m) => stopProcess(m)));
    await Promise.all([admin.disconnect(), bus.disconnect()]);
    await mongo.dropDatabase();
    await mongo.close();
  });

  it('when one of two instances is killed mid-run, then the other takes its partitions and every play is counted once', async () => {
    const plays = Array.from({ length: PLAYS }, (_, i) => {
      const campaignId = ids[i % ids.length]!;
      return makeEvent('delivery', 'ad.played', campaignId, {
        adServingId: crypto.randomUUID(),
        campaignId,
        platformId: 'platform-test',
        date: '2030-01-10',
        city: i % 3 ? 'karachi' : 'lahore',
        timeSlot: '18-19',
        subscriberHash: crypto
          .createHash('sha256')
          .update(`+92300${i % 700}`)
          .digest('hex'),
        pricePerPlayPkr: 2,
        playedAt: '2030-01-10T13:30:00.000Z',
      });
    });
    const analytics = analyticsRepository(mongo);
    const counted = async () => (await analytics.find(ids)).reduce((n, c) => n + c.impressions, 0);
    // A first third at once: the first instance is killed as soon as counting has begun, in the middle of its
    // batches; the rest keeps coming in chunks while the group finds out and hands its partitions over.
    // With their quartiles, so that the batches under way when it dies are long ones.
    const heard = plays
      .slice(0, PLAYS / 3)
      .flatMap((p) => [
        p,
        ...QUARTILES.map((event) =>
          makeEvent('delivery', 'ad.progressed', p.aggregateId, { ...served(p), event, at: p.data.playedAt }),
        ),
      ]);
    for (let i = 0; i < heard.length; i += 2000) await bus.publish('delivery', heard.slice(i, i + 2000));
    while ((await counted()) === 0) await sleep(5);
    await stopProcess(instances[0]!, 'SIGKILL');
    for (let i = PLAYS / 3; i < PLAYS; i += 100) {
      await bus.publish('delivery', plays.slice(i, i + 100));
      await sleep(20);
    }
    await eventually(async () => ((await counted()) === PLAYS ? true : undefined), 60_000, 200);
    // The survivor holds all three partitions, and nothing arrives late (a double count would show here).
    expect((await assignment()).map((p) => p.length)).toEqual([3]);
    await sleep(1000);
    const cells = await analytics.find(ids);
    expect(cells.reduce((n, c) => n + c.impressions, 0)).toBe(PLAYS);
    const docs = await mongo
      .collection('campaigns')
      .find({ _id: { $in: ids as never[] } })
      .toArray();
    expect(docs.map((d) => d.delivery.impressions)).toEqual(ids.map(() => PLAYS / ids.length));
    expect(docs.reduce((s, d) => s + d.delivery.spend, 0)).toBe(PLAYS * 2);
    // And nothing of the kill went to the dead letters.
    expect(await mongo.collection('dead_letters').countDocuments()).toBe(0);
  }, 90_000);
});
