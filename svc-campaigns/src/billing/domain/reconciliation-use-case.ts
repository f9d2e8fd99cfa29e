import { conflict, type Caller } from '@rbt/service-kit';
import { karachiToday, type ReconciliationReport, type ReconciliationRow } from '@rbt/contracts';
import type { Ports } from '../../ports';
import { assertAdmin } from '../../campaigns';
import { reportOrder, type ProviderSide } from './reconciliation-rules';
import {
  askProvider,
  attemptSource,
  invoiceSource,
  type ReconciliationRun,
  type ReconciliationSource,
} from './reconciliation-sources';
import { refundSource } from './refund-reconciliation';

/** What a run compares: payment attempts, invoices and refunds, each beside the provider's word. */
export const RECONCILIATION_SOURCES: readonly ReconciliationSource[] = [attemptSource, invoiceSource, refundSource];

/**
 * Compares every item of the last days with the provider and stores the report. Only reads and asks: a mismatch is
 * for an admin to look at (and the metric to alarm on), never corrected here.
 */
export async function runReconciliation(
  p: Ports,
  ranBy: string,
  sources: readonly ReconciliationSource[] = RECONCILIATION_SOURCES,
): Promise<ReconciliationReport> {
  const started = p.clock();
  const asked = new Map<string, Promise<ProviderSide>>();
  const run: ReconciliationRun = {
    p,
    since: new Date(started.getTime() - p.reconciliationSettings.windowMs).toISOString(),
    limit: p.reconciliationSettings.maxItems,
    providerSide: (a) => {
      if (!asked.has(a.reference)) asked.set(a.reference, askProvider(p, a));
      return asked.get(a.reference)!;
    },
  };
  const rows: ReconciliationRow[] = [];
  for (const source of sources) rows.push(...(await source(run)));
  const report: ReconciliationReport = {
    id: `${karachiToday(started)}-${started.getTime()}`,
    day: karachiToday(started),
    startedAt: started.toISOString(),
    finishedAt: p.clock().toISOString(),
    since: run.since,
    ranBy,
    checked: rows.length,
    mismatches: rows.filter((r) => r.mismatch).length,
    unchecked: rows.filter((r) => r.providerState === 'unreachable').length,
    rows: reportOrder(rows),
  };
  await p.reconciliation.save(report);
  return report;
}

/** The daily job's round: today's report if none exists yet; else the latest (for the metric). */
export async function reconcileDaily(p: Ports): Promise<{ report: ReconciliationReport | null; ran: boolean }> {
  if (await p.reconciliation.hasDay(karachiToday(p.clock())))
    return { report: await p.reconciliation.latest(), ran: false };
  return { report: await runReconciliation(p, 'daily job'), ran: true };
}

export async function latestReconciliation(p: Ports, caller: Caller): Promise<ReconciliationReport | null> {
  assertAdmin(caller);
  return p.reconciliation.latest();
}

/** An admin's "run now"; `leased` runs it only where no other run is under way (409 otherwise). */
export async function reconcileNow(
  p: Ports,
  caller: Caller,
  leased: (fn: () => Promise<ReconciliationReport>) => Promise<ReconciliationReport | null>,
): Promise<ReconciliationReport> {
  assertAdmin(caller);
  const report = await leased(() => runReconciliation(p, caller.id));
  if (!report) throw conflict('A reconciliation is already running; look again in a minute.');
  return report;
}
