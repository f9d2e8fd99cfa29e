import { defineCounter, defineGauge } from '@rbt/service-kit';
import { ReconciliationMismatch, type ReconciliationReport } from '@rbt/contracts';

/** Provider callbacks refused (forged signature, unknown reference, wrong amount, replay): each one is looked at. */
export const refusedPaymentCallbacks = defineCounter({
  name: 'payment_callbacks_refused_total',
  help: 'Provider returns and IPNs refused without any change, by provider and reason',
  labelNames: ['provider', 'reason'] as const,
});

const MISMATCH_KINDS = ReconciliationMismatch.options;

/** The latest reconciliation's mismatches by kind: above 0 alarms (docs/payments.md, Reconciliation). */
const reconciliationMismatches = defineGauge({
  name: 'payment_reconciliation_mismatches',
  help: 'Mismatches between our payments/invoices/refunds and the providers in the latest reconciliation, by kind',
  labelNames: ['mismatch'] as const,
});
const reconciliationUnchecked = defineGauge({
  name: 'payment_reconciliation_unchecked',
  help: 'Items of the latest reconciliation whose provider could not be asked',
});
/** An alarm when it is more than a day and a half old: the daily run did not happen. */
const reconciliationFinished = defineGauge({
  name: 'payment_reconciliation_last_run_timestamp_seconds',
  help: 'When the latest reconciliation finished (Unix seconds)',
});

/** Shows a report's figures on this instance's /metrics (every instance reads the latest report each round). */
export function showReconciliation(r: ReconciliationReport): void {
  for (const kind of MISMATCH_KINDS)
    reconciliationMismatches.set({ mismatch: kind }, r.rows.filter((row) => row.mismatch === kind).length);
  reconciliationUnchecked.set(r.unchecked);
  reconciliationFinished.set(Date.parse(r.finishedAt) / 1000);
}
