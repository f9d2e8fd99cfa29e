import crypto from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { TOPICS } from '@rbt/contracts';
import { uniqueName, stackEnv, eventually } from '@rbt/test-kit';
import { EventBus, createLogger, createRedis, outboxRelay, redisStreamSource } from '../src';
import { makeEvent } from '../src/kafka/make-event';

const env = stackEnv();
const logger = createLogger('test', 'silent');
const PLAYS = 300;

/** An entry of the plays stream as svc-capacity's tracking script writes it (only what this test reads back). */
const played = (fields: Record<string, string>) =>
  makeEvent('delivery', 'ad.played', fields.campaignId!, {
    adServingId: fields.id!,
    campaignId: fields.campaignId!,
    platformId: 'platform-test',
    date: '2030-01-10',
    city: 'karachi',
    timeSlot: '18-19',
    subscriberHash: 'a'.repeat(64),
    pricePerPlayPkr: 2,
    playedAt: '2030-01-10T13:30:00.000Z',
  });

describe('a stream relayed by several instances under a lease', () => {
  const prefix = `${uniqueName('relay_lease')}.`;
  const stream = `${prefix}plays`;
  const redis = createRedis(env.REDIS_URL);
  const bus = new EventBus({ brokers: env.KAFKA_BROKERS, clientId: 'relay-test', logger, topicPrefix: prefix });
  const kafka = new Kafka({ brokers: env.KAFKA_BROKERS, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  beforeAll(() => Promise.all([bus.ensureTopics(['delivery']), admin.connect()]));
  afterAll(async () => {
    await redis.del(stream);
    await Promise.all([bus.disconnect(), admin.disconnect()]);
    await redis.quit();
  });

  it('when three instances are triggered on every play, then each play is published once', async () => {
    const lease = { redis, key: `lease:${prefix}plays-relay`, ms: 10_000 };
    const relays = [1, 2, 3].map(() =>
      outboxRelay('delivery', [redisStreamSource(redis, stream, played)], bus, logger, 60_000, lease),
    );
    for (let i = 0; i < PLAYS; i += 1) {
      await redis.xadd(stream, '*', 'id', crypto.randomUUID(), 'campaignId', `camp-${i % 7}`);
      relays.forEach((r) => r.trigger());
    }
    await eventually(async () => ((await redis.xlen(stream)) === 0 ? true : undefined), 30_000);
    await Promise.all(relays.map((r) => r.stop()));
    const offsets = await admin.fetchTopicOffsets(prefix + TOPICS.delivery);
    expect(offsets.reduce((n, o) => n + Number(o.high), 0)).toBe(PLAYS);
  });
});
