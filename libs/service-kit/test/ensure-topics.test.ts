import { Kafka } from 'kafkajs';
import { uniqueName, stackEnv } from '@rbt/test-kit';
import { ensureTopicsExist } from '../src/kafka/ensure-topics';
import { closeInfra, connectInfra, createLogger, loadConfig, serviceConfig } from '../src';

const env = stackEnv();

describe('creating topics on a real KRaft broker', () => {
  const kafka = new Kafka({ brokers: env.KAFKA_BROKERS, clientId: 'ensure-topics-test', logLevel: 0 });
  const admins = [kafka.admin(), kafka.admin()];
  beforeAll(() => Promise.all(admins.map((a) => a.connect())));
  afterAll(() => Promise.all(admins.map((a) => a.disconnect())));

  it('when two instances create the same fresh topics at once, then both return with every partition led and a message can be sent at once', async () => {
    const topics = [uniqueName('ensure-a'), uniqueName('ensure-b')];
    await Promise.all(admins.map((a) => ensureTopicsExist(a, topics)));

    const { topics: meta } = await admins[0].fetchTopicMetadata({ topics });
    expect(meta.map((t) => [t.name, t.partitions.length, t.partitions.every((p) => p.leader >= 0)]).sort()).toEqual(
      topics.map((t) => [t, 3, true]).sort(),
    );
    const producer = kafka.producer();
    await producer.connect();
    const [sent] = await producer.send({ topic: topics[0], messages: [{ key: 'k', value: 'v' }], acks: -1 });
    await producer.disconnect();
    expect(sent.errorCode).toBe(0);
  });

  it('when the topics already exist, then it returns without creating anything', async () => {
    const topic = uniqueName('ensure-c');
    await ensureTopicsExist(admins[0], [topic], 2);
    await ensureTopicsExist(admins[1], [topic], 5);
    const { topics: meta } = await admins[0].fetchTopicMetadata({ topics: [topic] });
    expect(meta[0].partitions).toHaveLength(2);
  });

  it('when KAFKA_DELIVERY_PARTITIONS is set, then delivery.v1 is made with that many partitions and the other topics with 3', async () => {
    const prefix = `${uniqueName('partitions')}.`;
    const config = loadConfig(serviceConfig, {
      KAFKA_BROKERS: env.KAFKA_BROKERS.join(','),
      MONGO_URL: env.MONGO_URL,
      REDIS_URL: env.REDIS_URL,
      KAFKA_TOPIC_PREFIX: prefix,
      KAFKA_DELIVERY_PARTITIONS: '5',
      RBT_LOCAL_STACK: 'true',
    });
    const infra = await connectInfra(
      'partitions-test',
      { ...config, MONGO_DB: uniqueName('partitions') },
      createLogger('test', 'silent'),
    );
    await infra.bus.ensureTopics(['delivery', 'campaigns']);
    await closeInfra(infra);
    const { topics: meta } = await admins[0].fetchTopicMetadata({
      topics: [`${prefix}delivery.v1`, `${prefix}campaigns.v1`],
    });
    expect(meta.map((t) => [t.name, t.partitions.length]).sort()).toEqual([
      [`${prefix}campaigns.v1`, 3],
      [`${prefix}delivery.v1`, 5],
    ]);
  });
});
