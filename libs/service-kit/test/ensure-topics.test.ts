import { Kafka } from 'kafkajs';
import { uniqueName, stackEnv } from '@rbt/test-kit';
import { ensureTopicsExist } from '../src/kafka/ensure-topics';

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
});
