import net from 'node:net';
import { Kafka } from 'kafkajs';
import { uniqueName, stackEnv } from '@rbt/test-kit';
import { EventBus, createLogger, startKafkaInBackground } from '../src';

const env = stackEnv();
const logger = createLogger('test', 'silent');

/** A local port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe('starting Kafka in the background', () => {
  it('when the broker port is closed, then start returns without consumers and stop() during the retries ends them', async () => {
    const bus = new EventBus({ brokers: [`127.0.0.1:${await closedPort()}`], clientId: 'kafka-start-test', logger });
    let subscribed = 0;
    const kafka = await startKafkaInBackground({
      bus,
      logger,
      waitMs: 0,
      retryMs: 50,
      subscribe: async () => {
        subscribed += 1;
      },
    });
    await expect(bus.health()).rejects.toThrow();
    await kafka.stop();
    await expect(kafka.ready).resolves.toBeUndefined();
    await bus.disconnect();
    expect(subscribed).toBe(0);
  });

  it('when the broker is up, then the topics exist and the consumers were started once before start returns', async () => {
    const prefix = `${uniqueName('kafka_start')}.`;
    const bus = new EventBus({ brokers: env.KAFKA_BROKERS, clientId: 'kafka-start-test', logger, topicPrefix: prefix });
    let subscribed = 0;
    const kafka = await startKafkaInBackground({
      bus,
      logger,
      waitMs: 60_000,
      subscribe: async () => {
        subscribed += 1;
      },
    });
    expect(subscribed).toBe(1);
    const admin = new Kafka({ brokers: env.KAFKA_BROKERS, logLevel: 0 }).admin();
    await admin.connect();
    expect(await admin.listTopics()).toContain(bus.topicName('capacity'));
    await admin.disconnect();
    await kafka.stop();
    await bus.disconnect();
  });
});
