import { Kafka } from 'kafkajs';
import { EventBus, createLogger, metricsText } from '../src';
import { makeEvent } from '../src/kafka/make-event';
import { uniqueName, stackEnv, eventually } from '@rbt/test-kit';
import type { EventOf } from '@rbt/contracts';

const env = stackEnv();
const logger = createLogger('test', 'silent');
type Created = EventOf<'campaigns', 'campaign.created'>;

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
  const received: Created[] = [];

  beforeAll(async () => {
    await producerBus.ensureTopics(['campaigns']);
    await consumerBus.subscribe('campaigns', 'svc-capacity', {
      'campaign.created': async (e) => {
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
        { key: 'c-1', value: JSON.stringify({ eventName: 'campaign.created', eventId: 'nope' }) },
      ],
    });
    await raw.disconnect();

    const event = makeEvent('campaigns', 'campaign.created', 'c-1', {
      ownerId: 'u-1',
      name: 'Eid sale',
      objective: 'awareness',
    });
    await producerBus.publish('campaigns', event);
    await eventually(() => (received.length ? true : undefined));
    expect(received).toEqual([event]);
  });

  it('when the group has processed a batch, then its lag per partition is exported as kafka_consumer_lag_messages', async () => {
    const event = makeEvent('campaigns', 'campaign.created', 'c-lag', { ownerId: 'u-1', name: 'Lag', objective: null });
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
      ...makeEvent('campaigns', 'campaign.created', 'c-3', { ownerId: 'u', name: 'x', objective: null }),
      eventId: 'not-a-uuid',
    };
    await expect(producerBus.publish('campaigns', bad)).rejects.toThrow(/does not match its schema/);
  });
});
