import { execFileSync } from 'node:child_process';
import { stackEnv, uniqueName } from '@rbt/test-kit';
import type { EventOf } from '@rbt/contracts';
import { batchConsumer, connectMongo, createLogger, createRedis, isCluster, type Redis } from '../src';
import { makeEvent } from '../src/kafka/make-event';
import { startRedisCluster, type RedisCluster } from '../../local-stack/src/redis-cluster';

type Deleted = EventOf<'campaigns', 'campaign.deleted'>;
const deleted = (i: number) => makeEvent('campaigns', 'campaign.deleted', `camp-${i}`, { ownerId: 'o' });

/** The kit's Redis calls on a real Redis Cluster (3 masters, 3 replicas), where one call may not span hash slots. */
describe("the kit's Redis on a Redis Cluster", () => {
  const env = stackEnv();
  let cluster: RedisCluster;
  let redis: Redis;
  let mongo: Awaited<ReturnType<typeof connectMongo>>;
  beforeAll(async () => {
    cluster = await startRedisCluster();
    // REDIS_URL's host is not used with REDIS_CLUSTER_NODES (its credentials would be).
    redis = createRedis('redis://127.0.0.1:1', cluster.nodes);
    mongo = await connectMongo(env.MONGO_URL, uniqueName('cluster_kit'));
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    await mongo?.dropDatabase();
    await mongo?.close();
    await cluster?.stop();
  }, 60_000);

  it('when a batch consumer keeps processed marks of events on every master, then a batch handled again is handed over once', async () => {
    expect(isCluster(redis)).toBe(true);
    const logger = createLogger('test', 'silent');
    const seen: string[] = [];
    const handle = batchConsumer({ redis, mongo, group: uniqueName('cluster-marks'), logger })(
      'countOnCampaignsDeleted',
      async (events: Deleted[]) => void seen.push(...events.map((e) => e.eventId)),
    );
    const batch = Array.from({ length: 60 }, (_, i) => deleted(i) as Deleted);
    await handle(batch);
    expect(seen).toHaveLength(60);
    const more = [deleted(60), deleted(61)] as Deleted[];
    await handle([...batch, ...more]);
    expect(seen.slice(60)).toEqual(more.map((e) => e.eventId));
  });

  it("when the Cluster's nodes ask for a password, then the client takes it from REDIS_URL", async () => {
    for (const port of cluster.ports)
      for (const [key, value] of [
        ['masterauth', 'cluster-secret'],
        ['requirepass', 'cluster-secret'],
      ])
        execFileSync('redis-cli', ['-p', String(port), 'config', 'set', key!, value!], { stdio: 'ignore' });
    const withPassword = createRedis('redis://:cluster-secret@127.0.0.1:1', cluster.nodes);
    try {
      await withPassword.set('{auth}:probe', 'ok');
      expect(await withPassword.get('{auth}:probe')).toBe('ok');
    } finally {
      withPassword.disconnect();
    }
  });
});
