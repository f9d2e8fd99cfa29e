import { RECONCILIATION_API } from '@rbt/contracts';
import { createRouter, AppRouter, route } from '@rbt/service-kit';
import type { Deps } from '../../../deps';
import { latestReconciliation, reconcileNow } from '../../domain/reconciliation-use-case';
import { runLeased } from '../../data-access/run-lease';
import { showReconciliation } from '../../data-access/payment-metrics';
import { reconciliationLease } from '../jobs/reconciliation-job';

/** Admins: the latest comparison of payments and invoices with the providers, and a run on demand. */
export function reconciliationRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  route(r, RECONCILIATION_API.report, async (ctx) => {
    ctx.body = { report: await latestReconciliation(deps, ctx.state.caller) };
  });
  route(r, RECONCILIATION_API.run, async (ctx) => {
    const report = await reconcileNow(deps, ctx.state.caller, (fn) =>
      runLeased(deps.redis, reconciliationLease(deps), deps.config.RECONCILIATION_LEASE_MS, fn),
    );
    showReconciliation(report);
    ctx.body = { report };
  });
  return r;
}
