import fs from 'node:fs/promises';
import { createLogger, intervalJob, runService, ServiceStarted, type OutboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, Deps } from './compose';
import { startSubscribers } from './entry-points/kafka/subscribers';
import { sweepUploads, type SweepResult } from './domain/sweep-uploads-use-case';

export interface StartOptions {
  clock?: () => Date;
}
export interface Started extends ServiceStarted<Deps> {
  relay: OutboxRelay;
  sweep(): Promise<SweepResult>;
}

/** Connects MongoDB, Redis and Kafka, starts HTTP, the consumers, the outbox relay and the upload sweep; stop() undoes it all. */
export async function start(
  config: Config,
  logger = createLogger('svc-media', config.LOG_LEVEL),
  opts: StartOptions = {},
): Promise<Started> {
  const clock = opts.clock ?? (() => new Date());
  const deps = await compose(config, logger);
  const { ports, relay } = deps;
  const sweep = () => sweepUploads(ports, clock(), config.UPLOAD_RETENTION_SEC * 1000);
  const service = await runService({
    name: 'svc-media',
    deps,
    app: buildApp,
    subscribe: () => startSubscribers(deps),
    relays: [relay],
    jobs: [intervalJob(config.UPLOAD_SWEEP_INTERVAL_SEC * 1000, sweep, logger, 'upload sweep failed')],
  });
  return {
    ...service,
    relay,
    sweep,
    stop: async () => {
      await service.stop();
      // Only once HTTP and the consumers have stopped: nothing uses the storage or the work folder any more.
      ports.storage.close?.();
      await fs.rm(ports.workDir, { recursive: true, force: true });
    },
  };
}
