import { buildIndexes, connectMongo, createLogger, createRedis, EventBus, listen } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp, buildRepos, Deps } from './app';
import { startDeliverySimulator } from './entry-points/jobs/delivery-simulator';
import { startSubscribers } from './entry-points/kafka/subscribers';

export interface Started {
  port: number;
  deps: Deps;
  stop(): Promise<void>;
}

/** Connects MongoDB, Redis and Kafka, starts HTTP and the consumers; stop() undoes it all. */
export async function start(config: Config, logger = createLogger('svc-capacity', config.LOG_LEVEL)): Promise<Started> {
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const redis = createRedis(config.REDIS_URL);
  const bus = new EventBus({
    brokers: config.KAFKA_BROKERS.split(','),
    clientId: 'svc-capacity',
    logger,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
  });
  const deps: Deps = { config, logger, mongo, redis, bus };
  const repos = buildRepos(deps);
  // Every index exists before the consumers, the simulator or HTTP write (buildRepos registers the models).
  await buildIndexes(mongo);
  await bus.ensureTopics();
  await startSubscribers(deps);
  const stopSimulator = startDeliverySimulator(deps, repos);
  const http = await listen(buildApp(deps), config.PORT);
  logger.info({ port: http.port }, 'svc-capacity listening');
  return {
    port: http.port,
    deps,
    stop: async () => {
      stopSimulator();
      await http.close();
      await bus.disconnect();
      redis.disconnect();
      await mongo.close();
    },
  };
}
