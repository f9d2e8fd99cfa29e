import { createLogger, runService, ServiceStarted } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, Deps } from './compose';
import { startSubscribers } from './entry-points/kafka/subscribers';
import { seedDemoDirectory } from './data-access/subscriber-directory-repository';

export type Started = ServiceStarted<Deps>;

/** Connects MongoDB, Redis and Kafka, starts HTTP and the consumers; stop() undoes it all. */
export async function start(config: Config, logger = createLogger('svc-pricing', config.LOG_LEVEL)): Promise<Started> {
  const deps = await compose(config, logger);
  if (config.SUBSCRIBER_DIRECTORY === 'demo') {
    const added = await seedDemoDirectory(deps.directory);
    if (added) logger.info({ added }, 'demo subscriber directory seeded');
  }
  return runService({ name: 'svc-pricing', deps, app: buildApp, subscribe: () => startSubscribers(deps) });
}
