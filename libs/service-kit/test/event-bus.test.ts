import { Kafka } from 'kafkajs';
import { EventBus, createLogger, metricsText } from '../src';
import { makeEvent } from '../src/kafka/make-event';
import { uniqueName, stackEnv, eventually } from '@rbt/test-kit';
import type { EventOf } from '@rbt/contracts';

const env = stackEnv();
const logger = createLogger('test', 'silent');
type Updated = EventOf<'campaigns', 'campaign.updated'>;

describe('event bus over a real Kafka broker', () => {
  const prefix = `${uniqueName('bus')}.`;
  const producerBus = new EventBus({
    brokers: env.KAFKA_BROKERS,
    clientId: 'svc-campaigns',
    logger,
    topicPrefix: prefix,
  });
  const consumerBus = new EventBus({
    brokers: env.KAFKA_BROKERS,
    clientId: 'svc-capacity',
    logger,
    topicPrefix: prefix,
    fetchWaitMs: 200, // disconnecting waits for an idle fetch: 5 s by default
  });
  const received: Updated[] = [];

  beforeAll(async () => {
    await producerBus.ensureTopics(['campaigns']);
    await consumerBus.subscribe('campaigns', 'svc-capacity', {
      'campaign.updated': async (e) => {
        received.push(e);
      },
    });
  });
  afterAll(async () => {
    await producerBus.disconnect();
    await consumerBus.disconnect();
  });

  it('when one service publishes an event, then another service consumes it validated, skipping malformed messages', async () => {
    // A malformed message sent around the bus must not stop the consumer.
    const raw = new Kafka({ brokers: env.KAFKA_BROKERS, clientId: 'raw' }).producer();
    await raw.connect();
    await raw.send({
      topic: producerBus.topicName('campaigns'),
      messages: [
        { key: 'c-1', value: 'not json' },
        { key: 'c-1', value: JSON.stringify({ eventName: 'campaign.updated', eventId: 'nope' }) },
      ],
    });
    await raw.disconnect();

    const event = makeEvent('campaigns', 'campaign.updated', 'c-1', { ownerId: 'u-1', changed: ['name'] });
    await producerBus.publish('campaigns', event);
    await eventually(() => (received.length ? true : undefined));
    expect(received).toEqual([event]);
  });

  it('when the group has processed a batch, then its lag per partition is exported as kafka_consumer_lag_messages', async () => {
    const event = makeEvent('campaigns', 'campaign.updated', 'c-lag', { ownerId: 'u-1', changed: ['budget'] });
    await producerBus.publish('campaigns', event);
    await eventually(() => (received.some((e) => e.eventId === event.eventId) ? true : undefined));
    const line = await eventually(async () =>
      (await metricsText()).body
        .split('\n')
        .find((l) => l.startsWith('kafka_consumer_lag_messages{group="svc-capacity",topic="campaigns.v1"')),
    );
    expect(line).toMatch(/ 0$/);
  });

  it('when an event does not match its schema, then publish refuses it', async () => {
    const bad = {
      ...makeEvent('campaigns', 'campaign.updated', 'c-3', { ownerId: 'u', changed: [] }),
      eventId: 'not-a-uuid',
    };
    await expect(producerBus.publish('campaigns', bad)).rejects.toThrow(/does not match its schema/);
  });
});
