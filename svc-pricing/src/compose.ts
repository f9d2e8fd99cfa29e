import { connectMongo, createRedis, EventBus, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { subscriberDirectory } from './data-access/subscriber-directory-repository';
import { audienceListRepository } from './data-access/audience-list-repository';
import { redisEstimateCache } from './data-access/estimate-cache-repository';

export type { Deps } from './deps';

/** The composition root: builds the connections, repositories and the bus once; entry points only receive them. */
export async function compose(config: Config, logger: Logger): Promise<Deps> {
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const redis = createRedis(config.REDIS_URL);
  const bus = new EventBus({
    brokers: config.KAFKA_BROKERS.split(','),
    clientId: 'svc-pricing',
    logger,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
  });
  return {
    config,
    logger,
    mongo,
    redis,
    bus,
    directory: subscriberDirectory(mongo),
    audienceLists: audienceListRepository(mongo),
    estimateCache: redisEstimateCache(redis, config.CACHE_PREFIX, config.ESTIMATE_CACHE_TTL_S, logger),
  };
}
