import { createLogger, listen } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, Deps } from './compose';
import { startSubscribers } from './entry-points/kafka/subscribers';
import { seedDemoDirectory } from './data-access/subscriber-directory-repository';

export interface Started {
  port: number;
  deps: Deps;
  stop(): Promise<void>;
}

/** Connects MongoDB, Redis and Kafka, starts HTTP and the consumers; stop() undoes it all. */
export async function start(config: Config, logger = createLogger('svc-pricing', config.LOG_LEVEL)): Promise<Started> {
  const deps = await compose(config, logger);
  const { mongo, redis, bus } = deps;
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
