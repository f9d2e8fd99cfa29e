import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../deps';
import { runSchedule } from '../../domain/scheduler-use-case';

/** Every SCHEDULER_INTERVAL_MS: scheduled campaigns go live on their start date, live ones complete after their end. */
export const schedulerJob = (deps: Deps) =>
  intervalJob(deps.config.SCHEDULER_INTERVAL_MS, () => runSchedule(deps), deps.logger, 'scheduler round failed');
