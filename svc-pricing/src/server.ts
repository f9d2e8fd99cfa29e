import { closeInfra, createLogger, listen, startKafkaInBackground } from '@rbt/service-kit';
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
  if (config.SUBSCRIBER_DIRECTORY === 'demo') {
    const added = await seedDemoDirectory(deps.directory);
    if (added) logger.info({ added }, 'demo subscriber directory seeded');
  }
  const kafka = await startKafkaInBackground({
    bus: deps.bus,
    subscribe: () => startSubscribers(deps),
    logger,
    waitMs: config.KAFKA_START_WAIT_MS,
  });
  const http = await listen(buildApp(deps), config.PORT);
  logger.info({ port: http.port }, 'svc-pricing listening');
  return {
    port: http.port,
    deps,
    stop: async () => {
      await kafka.stop();
      await http.close();
      await closeInfra(deps);
    },
  };
}
