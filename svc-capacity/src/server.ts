import { createLogger, runService, ServiceStarted } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, Deps } from './compose';
import { reloadOnInventoryChanges, servingIndexSyncJob } from './serving/entry-points/jobs/serving-index-sync';
import { allocationPlanJob } from './serving/entry-points/jobs/allocation-plan-job';
import { platformTrafficFlushJob } from './platforms/entry-points/jobs/platform-traffic-flush';
import { startInventorySubscribers } from './inventory/entry-points/kafka/subscribers';
import { startPlatformSubscribers } from './platforms/entry-points/kafka/subscribers';
import { suppressionSyncJob } from './serving/entry-points/jobs/suppression-sync';
import { smsSenderJob } from './serving/entry-points/jobs/sms-sender-job';

export type Started = ServiceStarted<Deps>;

/** Connects MongoDB, Redis and Kafka, starts HTTP, the consumers, the outbox relays and the serving index sync; stop() undoes it all. */
export async function start(config: Config, logger = createLogger('svc-capacity', config.LOG_LEVEL)): Promise<Started> {
  const deps = await compose(config, logger);
  reloadOnInventoryChanges(deps);
  const started = await runService({
    name: 'svc-capacity',
    deps,
    app: buildApp,
    subscribe: async () => {
      await startInventorySubscribers(deps);
      await startPlatformSubscribers(deps);
    },
    relays: deps.relays,
    jobs: [
      servingIndexSyncJob(deps),
      allocationPlanJob(deps),
      platformTrafficFlushJob(deps),
      suppressionSyncJob(deps),
      smsSenderJob(deps),
    ],
  });
  // The serving connection closes last: the plays relay uses it until runService stopped the relays.
  return {
    ...started,
    stop: () =>
      started
        .stop()
        .then(() => deps.serving.close())
        .then(() => undefined),
  };
}
