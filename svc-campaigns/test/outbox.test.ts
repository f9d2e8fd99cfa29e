import fs from 'node:fs';
import { call, eventually, freePort, uniqueName, stackEnv } from '@rbt/test-kit';
import { createLogger, createRedis, eventConsumer, EventBus, Redis } from '@rbt/service-kit';
import type { AnyEventOf } from '@rbt/contracts';
import { startKafka, kafkaDataDir } from '../../libs/local-stack/src/kafka';
import { stopProcess, Managed } from '../../libs/local-stack/src/processes';
import { startTestServer } from './test-server';
import { alice, createDraft } from './fixtures';

jest.setTimeout(300_000);

// A broker of this file's own, on ports the OS says are free (another run of this file may be going on), so
// stopping it disturbs nobody.
let PORT = 0;
const kafkaOpts = {
  port: 0,
  controllerPort: 0,
  dataDir: kafkaDataDir(`test-${uniqueName('campaigns_outbox')}`),
  name: 'kafka-campaigns-outbox',
};

describe('svc-campaigns outbox', () => {
  let kafka: Managed;
  let s: Awaited<ReturnType<typeof startTestServer>>;
  let downstream: EventBus;
  let redis: Redis;
  const received: AnyEventOf<'campaigns'>[] = [];
  let stopSecond: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    PORT = kafkaOpts.port = await freePort();
    do kafkaOpts.controllerPort = await freePort();
    while (kafkaOpts.controllerPort === PORT);
    kafka = await startKafka(kafkaOpts);
    s = await startTestServer({ KAFKA_BROKERS: `127.0.0.1:${PORT}`, OUTBOX_RELAY_INTERVAL_MS: '500' });
    redis = createRedis(stackEnv().REDIS_URL);
    downstream = new EventBus({
      brokers: [`127.0.0.1:${PORT}`],
      clientId: 'outbox-test',
      logger: createLogger('outbox-test', 'silent'),
      topicPrefix: s.deps.config.KAFKA_TOPIC_PREFIX,
      fetchWaitMs: 200, // disconnecting waits for an idle fetch: 5 s by default
    });
    const consumer = eventConsumer({
      redis,
      mongo: s.deps.mongo,
      group: uniqueName('outbox_test'),
      logger: createLogger('outbox-test', 'silent'),
    });
    const record = consumer('recordOnCampaignEvent', async (e: AnyEventOf<'campaigns'>) => {
      received.push(e);
    });
    await downstream.subscribe('campaigns', 'outbox-test', {
      'campaign.updated': record,
      'campaign.deleted': record,
    });
  }, 240_000);

  afterAll(async () => {
    await stopSecond?.();
    await downstream?.disconnect();
    redis?.disconnect();
    await s?.stop();
    if (kafka) await stopProcess(kafka);
    fs.rmSync(kafkaOpts.dataDir, { recursive: true, force: true });
  });

  it('when the broker is stopped, a second instance starts anyway, 50 changes are made through both and the broker starts again, then every event arrives exactly once and in order per campaign', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await createDraft(s.base, alice, { name: `c${i}`, objective: 'awareness' }));
      await call(s.base, 'PATCH', `/api/campaigns/${ids[i]}`, { as: alice, body: { name: `c${i} ready` } });
    }
    await eventually(() => (received.length === 5 ? true : undefined), 60_000);
    const beforeOutage = new Set(received.map((e) => e.eventId));

    await stopProcess(kafka);
    // A second instance over the same database starts while the broker is down and takes half of the writes.
    const second = await startTestServer({
      KAFKA_BROKERS: `127.0.0.1:${PORT}`,
      OUTBOX_RELAY_INTERVAL_MS: '500',
      KAFKA_START_WAIT_MS: '500',
      MONGO_DB: s.deps.config.MONGO_DB,
      KAFKA_TOPIC_PREFIX: s.deps.config.KAFKA_TOPIC_PREFIX,
    });
    stopSecond = second.stopKeepingData;
    for (let round = 0; round < 10; round++) {
      for (const id of ids) {
        const r = await call(round % 2 ? second.base : s.base, 'PATCH', `/api/campaigns/${id}`, {
          as: alice,
          body: { name: `round ${round}` },
        });
        expect(r.status).toBe(200);
      }
    }
    // While the broker is down the events wait in the campaign documents, in write order.
    const col = s.deps.mongo.db!.collection<{ _id: string; outbox: { eventId: string }[] }>('campaigns');
    const pending = new Map(
      (await col.find({ _id: { $in: ids } }).toArray()).map((d) => [d._id, d.outbox.map((e) => e.eventId)]),
    );
    expect([...pending.values()].map((list) => list.length)).toEqual([10, 10, 10, 10, 10]);

    kafka = await startKafka(kafkaOpts);
    await eventually(() => (received.length >= 55 ? true : undefined), 180_000, 250);
    await eventually(
      async () => ((await col.countDocuments({ 'outbox.0': { $exists: true } })) === 0 ? true : undefined),
      30_000,
    );
    expect(received).toHaveLength(55);
    expect(new Set(received.map((e) => e.eventId)).size).toBe(55);
    for (const id of ids) {
      const updates = received
        .filter((e) => e.aggregateId === id && e.eventName === 'campaign.updated' && !beforeOutage.has(e.eventId))
        .map((e) => e.eventId);
      expect(updates).toEqual(pending.get(id));
    }
  });
});
