import { createLogger, intervalJob, runService, ServiceStarted } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, ComposeOptions, Deps } from './compose';
import { startSubscribers } from './entry-points/kafka/subscribers';
import { runSchedule } from './domain/scheduler-use-case';

export type Started = ServiceStarted<Deps>;
export interface StartOptions extends ComposeOptions {
  scheduler?: boolean;
}

/** Connects MongoDB, Redis and Kafka, starts HTTP, the consumers, the outbox relay and the scheduler; stop() undoes it all. */
export async function start(
  config: Config,
  logger = createLogger('svc-campaigns', config.LOG_LEVEL),
  opts: StartOptions = {},
): Promise<Started> {
  const deps = await compose(config, logger, opts);
  const scheduler = intervalJob(
    config.SCHEDULER_INTERVAL_MS,
    () => runSchedule(deps),
    logger,
    'scheduler round failed',
  );
  return runService({
    name: 'svc-campaigns',
    deps,
    app: buildApp,
    subscribe: () => startSubscribers(deps),
    relays: [deps.relay],
    jobs: opts.scheduler === false ? [] : [scheduler],
  });
}
