import fs from 'node:fs/promises';
import { createLogger, runService, ServiceStarted } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, ComposeOptions, Deps } from './compose';
import { startSubscribers } from './entry-points/kafka/subscribers';
import { sweepNow, uploadSweepJob } from './entry-points/jobs/upload-sweep-job';

export type StartOptions = ComposeOptions;
export interface Started extends ServiceStarted<Deps> {
  sweep(): ReturnType<typeof sweepNow>;
}

/** Connects MongoDB, Redis and Kafka, starts HTTP, the consumers and the upload sweep; stop() undoes it all. */
export async function start(
  config: Config,
  logger = createLogger('svc-media', config.LOG_LEVEL),
  opts: StartOptions = {},
): Promise<Started> {
  const deps = await compose(config, logger, opts);
  const service = await runService({
    name: 'svc-media',
    deps,
    app: buildApp,
    subscribe: () => startSubscribers(deps),
    jobs: [uploadSweepJob(deps)],
  });
  return {
    ...service,
    sweep: () => sweepNow(deps),
    stop: async () => {
      await service.stop();
      // Only once HTTP and the consumers have stopped: nothing uses the storage or the work folder any more.
      deps.storage.close?.();
      await fs.rm(deps.workDir, { recursive: true, force: true });
    },
  };
}
