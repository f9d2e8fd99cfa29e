import { intervalJob, withLease } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import { runSchedule } from '../../domain/scheduler-use-case';

/**
 * Every SCHEDULER_INTERVAL_MS: scheduled campaigns go live on their start date, live ones complete after their end.
 * One instance at a time (a Redis lease per database, so the instances of one deployment share it and a test's
 * own database has its own): each move is a conditional write anyway, but N instances would scan the same
 * campaigns and race for each one.
 */
export const schedulerJob = (deps: Deps) =>
  intervalJob(
    deps.config.SCHEDULER_INTERVAL_MS,
    withLease(
      deps.redis,
      `lease:${deps.config.MONGO_DB}:scheduler`,
      Math.max(deps.config.SCHEDULER_INTERVAL_MS, 30_000),
      () => runSchedule(deps),
    ),
    deps.logger,
    'scheduler round failed',
  );
