import { createRouter, AppRouter } from '@rbt/service-kit';
import type { Deps } from '../../../deps';
import { latestReconciliation, reconcileNow } from '../../domain/reconciliation-use-case';
import { runLeased } from '../../data-access/run-lease';
import { showReconciliation } from '../../data-access/payment-metrics';
import { reconciliationLease } from '../jobs/reconciliation-job';

/** Admins: the latest comparison of payments and invoices with the providers, and a run on demand. */
export function reconciliationRoutes(deps: Deps): AppRouter {
  const r = createRouter();
  r.get('/api/admin/billing/reconciliation', async (ctx) => {
    ctx.body = { report: await latestReconciliation(deps, ctx.state.caller) };
  });
  r.post('/api/admin/billing/reconciliation/run', async (ctx) => {
    const report = await reconcileNow(deps, ctx.state.caller, (fn) =>
      runLeased(deps.redis, reconciliationLease(deps), deps.config.RECONCILIATION_LEASE_MS, fn),
    );
    showReconciliation(report);
    ctx.body = { report };
  });
  return r;
}
