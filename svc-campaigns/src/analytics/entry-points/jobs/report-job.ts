import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import { runDueReports } from '../../domain/report-use-case';

/** Every REPORT_INTERVAL_MS: due scheduled reports are made and queued into the email outbox (one instance each). */
export const reportJob = (deps: Deps) =>
  intervalJob(deps.config.REPORT_INTERVAL_MS, () => runDueReports(deps), deps.logger, 'report round failed');
