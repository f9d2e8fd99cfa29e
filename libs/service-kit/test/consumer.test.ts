import { uniqueName, stackEnv, eventually } from '@rbt/test-kit';
import type { EventOf } from '@rbt/contracts';
import { batchConsumer, connectMongo, createLogger, createRedis, eventConsumer, EventBus, metricsText } from '../src';
import { makeEvent } from '../src/kafka/make-event';

const env = stackEnv();
const logger = createLogger('test', 'silent');
type Deleted = EventOf<'campaigns', 'campaign.deleted'>;

describe('the kit consumer over a real Kafka broker', () => {
  const prefix = `${uniqueName('consumer')}.`;
  const bus = new EventBus({
    brokers: env.KAFKA_BROKERS,
    clientId: 'consumer-test',
    logger,
    topicPrefix: prefix,
    fetchWaitMs: 200, // disconnecting waits for an idle fetch: 5 s by default
  });
  const redis = createRedis(env.REDIS_URL);
  let mongo: Awaited<ReturnType<typeof connectMongo>>;
  const tries = new Map<string, number>();
  const handled: string[] = [];
  const unmarked: string[] = [];
  /** What the batch handler was given, batch by batch, and the ids it counted. */
  const batches: string[][] = [];
  const batched: string[] = [];

  beforeAll(async () => {
    mongo = await connectMongo(env.MONGO_URL, uniqueName('consumer'));
    await bus.ensureTopics(['campaigns']);
    const handle = eventConsumer({ redis, mongo, group: `${prefix}group`, logger, attempts: 3, backoffMs: 10 });
    // A handler that always fails for an owner named "poison" and records every other event.
    const recordOnCampaignDeleted = async (e: Deleted) => {
      tries.set(e.eventId, (tries.get(e.eventId) ?? 0) + 1);
      if (e.data.ownerId === 'poison') throw new Error('cannot handle this one');
      handled.push(e.eventId);
    };
    await bus.subscribe('campaigns', 'group', {
      'campaign.deleted': handle('recordOnCampaignDeleted', recordOnCampaignDeleted),
    });
    // A group whose handler deduplicates by itself: no processed marks, so each delivery reaches it.
    const handleUnmarked = eventConsumer({ redis, mongo, group: `${prefix}unmarked`, logger, processedMarks: false });
    const countOnCampaignDeleted = async (e: Deleted) => {
      if (e.aggregateId === 'camp-unmarked') unmarked.push(e.eventId);
    };
    await bus.subscribe('campaigns', 'unmarked', {
      'campaign.deleted': handleUnmarked('countOnCampaignDeleted', countOnCampaignDeleted),
    });
    // Batches: a batch holding the poison event fails as a whole, then its events go one by one.
    const handleBatch = batchConsumer({ redis, mongo, group: `${prefix}batch`, logger, attempts: 2, backoffMs: 10 });
    const countOnCampaignsDeleted = async (events: Deleted[]) => {
      batches.push(events.map((e) => e.eventId));
      if (events.some((e) => e.data.ownerId === 'poison')) throw new Error('cannot handle this one');
      batched.push(...events.map((e) => e.eventId));
    };
    await bus.subscribeBatch(
      'campaigns',
      'batch',
      ['campaign.deleted'],
      handleBatch('countOnCampaignsDeleted', countOnCampaignsDeleted as never),
    );
  });
  afterAll(async () => {
    await bus.disconnect();
    await mongo.dropDatabase();
    await mongo.close();
    redis.disconnect();
  });

  it('when a handler always fails, then after the tries the event is dead-lettered and the next event on its partition is handled', async () => {
    // Same aggregate, so the same key and partition: the good event waits behind the poison one.
    const poison = makeEvent('campaigns', 'campaign.deleted', 'camp-p', { ownerId: 'poison' });
    const good = makeEvent('campaigns', 'campaign.deleted', 'camp-p', { ownerId: 'user-a' });
    await bus.publish('campaigns', [poison, good]);
    await eventually(() => (handled.includes(good.eventId) ? true : undefined), 60_000);
    expect(tries.get(poison.eventId)).toBe(3);
    const letter = await mongo.collection('dead_letters').findOne({ _id: `${prefix}group:${poison.eventId}` as never });
    expect(letter).toMatchObject({ handler: 'recordOnCampaignDeleted', attempts: 3, error: 'cannot handle this one' });
    expect(letter?.event).toMatchObject({ eventId: poison.eventId, eventName: 'campaign.deleted' });
    expect((await metricsText()).body).toMatch(
      new RegExp(`kafka_dead_letters_total\\{group="${prefix.replace('.', '\\.')}group",event="campaign.deleted"\\} 1`),
    );
  });

  it('when an event is delivered twice, then it is handled once', async () => {
    const e = makeEvent('campaigns', 'campaign.deleted', 'camp-twice', { ownerId: 'user-a' });
    const after = makeEvent('campaigns', 'campaign.deleted', 'camp-twice', { ownerId: 'user-a' });
    await bus.publish('campaigns', [e, e, after]);
    await eventually(() => (handled.includes(after.eventId) ? true : undefined), 60_000);
    expect(handled.filter((id) => id === e.eventId)).toHaveLength(1);
    expect(tries.get(e.eventId)).toBe(1);
  });

  it('when a group keeps no processed marks, then a redelivered event reaches its handler again and no mark is written', async () => {
    const e = makeEvent('campaigns', 'campaign.deleted', 'camp-unmarked', { ownerId: 'user-a' });
    const after = makeEvent('campaigns', 'campaign.deleted', 'camp-unmarked', { ownerId: 'user-a' });
    await bus.publish('campaigns', [e, e, after]);
    await eventually(() => (unmarked.includes(after.eventId) ? true : undefined), 60_000);
    expect(unmarked).toEqual([e.eventId, e.eventId, after.eventId]);
    expect(await redis.exists(`processed:${prefix}unmarked:${e.eventId}`)).toBe(0);
  });

  it('when a batch holds a repeated event and a poison one, then each good event is handled once and only the poison one is dead-lettered', async () => {
    const poison = makeEvent('campaigns', 'campaign.deleted', 'camp-b', { ownerId: 'poison' });
    const good = [1, 2, 3].map(() => makeEvent('campaigns', 'campaign.deleted', 'camp-b', { ownerId: 'user-a' }));
    await bus.publish('campaigns', [good[0]!, good[0]!, poison, good[1]!, good[2]!]);
    await eventually(() => (batched.includes(good[2]!.eventId) ? true : undefined), 60_000);
    // Sent again later (an at-least-once redelivery): the processed marks leave it out.
    const after = makeEvent('campaigns', 'campaign.deleted', 'camp-b', { ownerId: 'user-a' });
    await bus.publish('campaigns', [good[1]!, after]);
    await eventually(() => (batched.includes(after.eventId) ? true : undefined), 60_000);
    expect(batched.filter((id) => good.some((g) => g.eventId === id))).toHaveLength(3);
    expect(batched).not.toContain(poison.eventId);
    expect(batches.every((b) => new Set(b).size === b.length)).toBe(true);
    const letter = await mongo.collection('dead_letters').findOne({ _id: `${prefix}batch:${poison.eventId}` as never });
    expect(letter).toMatchObject({ handler: 'countOnCampaignsDeleted', attempts: 2 });
    // The group also read the first test's poison event (the same topic): every letter is a poison event's.
    const letters = await mongo
      .collection('dead_letters')
      .find({ group: `${prefix}batch` })
      .toArray();
    expect(letters.map((l) => l.error)).toEqual(letters.map(() => 'cannot handle this one'));
    expect(letters.map((l) => l.event.eventId)).not.toContain(good[0]!.eventId);
  });
});
