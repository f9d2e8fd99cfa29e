import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import { reconcileDaily } from '../../domain/reconciliation-use-case';
import { runLeased } from '../../data-access/run-lease';
import { showReconciliation } from '../../data-access/payment-metrics';

/**
 * Held by whichever instance compares (the daily job or an admin's "run now"), so one run is under way at a time;
 * named by the database, as the instances of one deployment share it (and a Redis may serve more than one).
 */
export const reconciliationLease = (deps: Deps) => `${deps.config.MONGO_DB}:reconciliation-lease`;

/**
 * Every RECONCILIATION_INTERVAL_MS each instance looks whether today's reconciliation has run; the first to take the
 * lease runs it, the others find today's report. Every instance then shows the latest report's figures as metrics.
 */
export const reconciliationJob = (deps: Deps) =>
  intervalJob(
    deps.config.RECONCILIATION_INTERVAL_MS,
    async () => {
      const done = await runLeased(deps.redis, reconciliationLease(deps), deps.config.RECONCILIATION_LEASE_MS, () =>
        reconcileDaily(deps),
      );
      const report = done?.report ?? (await deps.reconciliation.latest());
      if (report) showReconciliation(report);
      if (done?.ran && report?.mismatches)
        deps.logger.warn({ mismatches: report.mismatches, report: report.id }, 'reconciliation found mismatches');
    },
    deps.logger,
    'reconciliation round failed',
  );
