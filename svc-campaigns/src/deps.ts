import type { OutboxRelay, ServiceDeps } from '@rbt/service-kit';
import type { Config } from './config';
import type { Ports } from './ports';
import type { AnalyticsRepository } from './analytics/data-access/analytics-repository';
import type { ReachCounter } from './analytics/data-access/reach-counter';
import type { SettlementRepository } from './billing/data-access/settlement-repository';
import type { EmailPorts } from './notifications/domain/email-use-case';
import type { ExportCells } from './analytics/data-access/analytics-export-cursor';
import type { ProofPorts } from './analytics/domain/proof-of-play-use-case';
import type { ReportPorts } from './analytics/domain/report-use-case';

/**
 * Everything compose() builds once. It lives in its own file (not app.ts) so route files can
 * import the type without an import circle back through app.ts.
 */
export interface Deps extends ServiceDeps<Config>, Ports, EmailPorts, ProofPorts, ReportPorts {
  relay: OutboxRelay;
  analytics: AnalyticsRepository;
  reach: ReachCounter;
  /** Credit notes of campaigns that ended short. */
  settlement: SettlementRepository;
  /** One campaign's cells, streamed from a cursor (the CSV export). */
  exportCells: ExportCells;
}
