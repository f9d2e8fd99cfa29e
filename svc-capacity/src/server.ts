import { createLogger, runService, ServiceStarted } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, Deps } from './compose';
import { deliverySimulatorJob } from './entry-points/jobs/delivery-simulator';
import { startSubscribers } from './entry-points/kafka/subscribers';

export type Started = ServiceStarted<Deps>;

/** Connects MongoDB, Redis and Kafka, starts HTTP, the consumers, the outbox relays and the delivery simulator; stop() undoes it all. */
export async function start(config: Config, logger = createLogger('svc-capacity', config.LOG_LEVEL)): Promise<Started> {
  const deps = await compose(config, logger);
  return runService({
    name: 'svc-capacity',
    deps,
    app: buildApp,
    subscribe: () => startSubscribers(deps),
    relays: deps.relays,
    jobs: [deliverySimulatorJob(deps)],
  });
}
