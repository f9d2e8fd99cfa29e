import { createLogger, runService, ServiceStarted } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, ComposeOptions, Deps } from './compose';
import { startCampaignSubscribers } from './campaigns/entry-points/kafka/subscribers';
import { startNotificationSubscribers } from './notifications/entry-points/kafka/subscribers';
import { startBillingSubscribers } from './billing/entry-points/kafka/subscribers';
import { startAnalyticsSubscribers } from './analytics/entry-points/kafka/subscribers';
import { schedulerJob } from './campaigns/entry-points/jobs/scheduler-job';
import { paymentInquiryJob } from './billing/entry-points/jobs/payment-inquiry-job';
import { emailJob } from './notifications/entry-points/jobs/email-job';
import { reportJob } from './analytics/entry-points/jobs/report-job';
import { pacingWatchJob } from './campaigns/entry-points/jobs/pacing-watch-job';
import { reconciliationJob } from './billing/entry-points/jobs/reconciliation-job';
import { reachKeysJob } from './analytics/entry-points/jobs/reach-keys-job';

export type Started = ServiceStarted<Deps>;
export interface StartOptions extends ComposeOptions {
  scheduler?: boolean;
  /** The job that asks providers about waiting payments (on unless a test drives it itself). */
  paymentInquiries?: boolean;
  /** The daily reconciliation (on unless a test runs it itself). */
  reconciliation?: boolean;
}

/**
 * Connects MongoDB, Redis and Kafka, starts HTTP, the consumers, the outbox relay, the scheduler and the email sender;
 * stop() undoes it all.
 */
export async function start(
  config: Config,
  logger = createLogger('svc-campaigns', config.LOG_LEVEL),
  opts: StartOptions = {},
): Promise<Started> {
  const deps = await compose(config, logger, opts);
  return runService({
    name: 'svc-campaigns',
    deps,
    app: buildApp,
    // Each context's consumers, in the order they always started: capacity, notifications, settlement, delivery.
    subscribe: async () => {
      await startCampaignSubscribers(deps);
      await startNotificationSubscribers(deps);
      await startBillingSubscribers(deps);
      await startAnalyticsSubscribers(deps);
    },
    relays: [deps.relay],
    jobs: [
      // The pacing watch moves with the scheduler: a test that drives the calendar itself drives the watch too.
      ...(opts.scheduler === false ? [] : [schedulerJob(deps), pacingWatchJob(deps)]),
      ...(opts.paymentInquiries === false ? [] : [paymentInquiryJob(deps)]),
      ...(opts.reconciliation === false ? [] : [reconciliationJob(deps)]),
      emailJob(deps),
      reportJob(deps),
      reachKeysJob(deps),
    ],
  });
}
