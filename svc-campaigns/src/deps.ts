import type { OutboxRelay, ServiceDeps } from '@rbt/service-kit';
import type { Config } from './config';
import type { Ports } from './domain/ports';
import type { AnalyticsRepository } from './data-access/analytics-repository';
import type { ReachCounter } from './data-access/reach-counter';
import type { SettlementRepository } from './data-access/settlement-repository';
import type { EasypaisaProvider } from './data-access/easypaisa-provider';

/**
 * Everything compose() builds once. It lives in its own file (not app.ts) so route files can
 * import the type without an import circle back through app.ts.
 */
export interface Deps extends ServiceDeps<Config>, Ports {
  relay: OutboxRelay;
  analytics: AnalyticsRepository;
  reach: ReachCounter;
  /** Credit notes of campaigns that ended short (issue 29). */
  settlement: SettlementRepository;
  /** Easypaisa's hosted checkout (the stand-in until EASYPAISA_* name the real store); the payment flow's to use. */
  easypaisa: EasypaisaProvider;
}
