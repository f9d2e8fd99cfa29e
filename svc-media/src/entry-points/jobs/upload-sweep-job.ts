import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../deps';
import { sweepUploads } from '../../domain/sweep-uploads-use-case';

/** One sweep of abandoned uploads, at the service's clock (tests call it through the started service). */
export const sweepNow = (deps: Deps) => sweepUploads(deps, deps.clock(), deps.config.UPLOAD_RETENTION_SEC * 1000);

/** Every UPLOAD_SWEEP_INTERVAL_SEC on every instance: each step is a conditional write, so two sweeps do no harm. */
export const uploadSweepJob = (deps: Deps) =>
  intervalJob(deps.config.UPLOAD_SWEEP_INTERVAL_SEC * 1000, () => sweepNow(deps), deps.logger, 'upload sweep failed');
