import { intervalJob, withLease } from '@rbt/service-kit/jobs';
import type { Deps } from '../../deps';
import { sweepUploads } from '../../domain/sweep-uploads-use-case';

/** One sweep of abandoned uploads, at the service's clock (tests call it through the started service). */
export const sweepNow = (deps: Deps) => sweepUploads(deps, deps.clock(), deps.config.UPLOAD_RETENTION_MS);

/**
 * Every UPLOAD_SWEEP_INTERVAL_MS, on one instance at a time (a Redis lease per database): each step is a
 * conditional write, so two sweeps would do no harm, but each lists the whole incoming folder of the store.
 */
export const uploadSweepJob = (deps: Deps) => {
  const everyMs = deps.config.UPLOAD_SWEEP_INTERVAL_MS;
  const sweep = withLease(deps.redis, `lease:${deps.config.MONGO_DB}:upload-sweep`, Math.max(everyMs, 30_000), () =>
    sweepNow(deps),
  );
  return intervalJob(everyMs, sweep, deps.logger, 'upload sweep failed');
};
