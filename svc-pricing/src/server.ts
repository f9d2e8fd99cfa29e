import { connectMongo, createLogger, createRedis, EventBus, listen } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp, Deps } from './app';
import { startSubscribers } from './entry-points/kafka/subscribers';
import { seedDemoDirectory, subscriberDirectory } from './data-access/subscriber-directory-repository';
import { audienceListRepository } from './data-access/audience-list-repository';

export interface Started { port: number; deps: Deps; stop(): Promise<void> }

/** Connects MongoDB, Redis and Kafka, starts HTTP and the consumers; stop() undoes it all. */
export async function start(config: Config, logger = createLogger('svc-pricing', config.LOG_LEVEL)): Promise<Started> {
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const redis = createRedis(config.REDIS_URL);
  const bus = new EventBus({ brokers: config.KAFKA_BROKERS.split(','), clientId: 'svc-pricing', logger, topicPrefix: config.KAFKA_TOPIC_PREFIX });
  const deps: Deps = { config, logger, mongo, redis, bus, directory: subscriberDirectory(mongo), audienceLists: audienceListRepository(mongo) };
  if (config.SUBSCRIBER_DIRECTORY === 'demo') {
    const added = await seedDemoDirectory(deps.directory);
    if (added) logger.info({ added }, 'demo subscriber directory seeded');
  }
  await bus.ensureTopics();
  await startSubscribers(deps);
  const http = await listen(buildApp(deps), config.PORT);
  logger.info({ port: http.port }, 'svc-pricing listening');
  return {
    port: http.port,
    deps,
    stop: async () => {
      await http.close();
      await bus.disconnect();
      redis.disconnect();
      await mongo.close();
    },
  };
}
