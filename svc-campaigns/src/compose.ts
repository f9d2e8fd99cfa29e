import { buildIndexes, connectInfra, Logger, outboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { campaignRepository } from './campaigns/data-access/campaign-repository';
import { campaignLists } from './campaigns/data-access/campaign-lists';
import {
  billingIndexes,
  billingRepository,
  creditRepository,
  dropPreTopUpIndexes,
} from './billing/data-access/billing-repository';
import { analyticsRepository, deliveryCellIndexes } from './analytics/data-access/analytics-repository';
import { reachCounter } from './analytics/data-access/reach-counter';
import { moveLegacyReachKeys } from './analytics/data-access/reach-keys-move';
import { notificationIndexes, notificationRepository } from './notifications/data-access/notification-repository';
import { creditNoteIndexes, settlementRepository } from './billing/data-access/settlement-repository';
import { httpPricingClient } from './campaigns/data-access/pricing-client';
import { httpMediaClient } from './campaigns/data-access/media-client';
import { providersFor, type PaymentProviders } from './billing/data-access/payment-providers';
import { paymentAttemptIndexes, paymentAttemptRepository } from './billing/data-access/payment-attempt-repository';
import { httpCapacityClient } from './campaigns/data-access/capacity-client';
import { emailOutboxIndexes, emailOutboxRepository } from './notifications/data-access/email-outbox-repository';
import { emailPreferencesRepository } from './notifications/data-access/email-preferences-repository';
import { smtpMailer } from './notifications/data-access/smtp-mailer';
import { emailAttachments } from './notifications/data-access/email-attachments';
import { exportCells } from './analytics/data-access/analytics-export-cursor';
import { bankTransferIndexes, bankTransferRepository } from './billing/data-access/bank-transfer-repository';
import { proofIndexes, proofRepository } from './analytics/data-access/proof-repository';
import { reportScheduleIndexes, reportScheduleRepository } from './analytics/data-access/report-schedule-repository';
import { bankAccountOf } from './config-bank-transfer';
import { refundIndexes, refundRepository } from './billing/data-access/refund-repository';
import { sellerOf } from './config-seller';
import { reconciliationIndexes, reconciliationRepository } from './billing/data-access/reconciliation-repository';

export type { Deps } from './deps';

export interface ComposeOptions {
  clock?: () => Date;
  /** Tests may hand in providers of their own (for example one pointed at a stand-in on a random port). */
  providers?: PaymentProviders;
}

/** The composition root: builds the connections, repositories, clients, the bus and the outbox relay once. */
export async function compose(config: Config, logger: Logger, opts: ComposeOptions = {}): Promise<Deps> {
  // Refused before anything connects: production must name the real account advertisers pay into.
  const bankAccount = bankAccountOf(config);
  const seller = sellerOf(config);
  const infra = await connectInfra('svc-campaigns', config, logger);
  const { mongo, bus } = infra;
  const campaigns = { ...campaignRepository(mongo), ...campaignLists(mongo) };
  const billing = billingRepository(mongo);
  const notifications = notificationRepository(mongo);
  const analytics = analyticsRepository(mongo);
  const settlement = settlementRepository(mongo);
  // Every index exists before the relay, the consumers or HTTP write (models are registered by the repositories).
  await dropPreTopUpIndexes(mongo);
  await buildIndexes(mongo, [
    ...billingIndexes,
    ...deliveryCellIndexes,
    ...notificationIndexes,
    ...creditNoteIndexes,
    ...paymentAttemptIndexes,
    ...emailOutboxIndexes,
    ...bankTransferIndexes,
    ...proofIndexes,
    ...reportScheduleIndexes,
    ...refundIndexes,
    ...reconciliationIndexes,
  ]);
  // The reach sketches under their names of before the hash tags join their tagged names before any batch counts
  // against those (a gain counted on an empty tagged sketch would count a known subscriber again); one pass, then
  // reachKeysJob until none is left. Redis down at start stops no service: counting waits for Redis anyway.
  const moved = await moveLegacyReachKeys(infra.redis).catch((err: unknown) => {
    logger.warn({ err }, 'reach sketches not moved at start; the job tries again');
    return null;
  });
  if (moved) logger.info({ moved }, 'reach sketches moved to their hash-tagged names');
  const refunds = refundRepository(mongo);
  const relay = outboxRelay(
    'campaigns',
    [campaigns.outbox, refunds.outbox],
    bus,
    logger,
    config.OUTBOX_RELAY_INTERVAL_MS,
  );
  const client = { secret: config.INTERNAL_AUTH_SECRET, logger };
  return {
    config,
    logger,
    ...infra,
    relay,
    campaigns,
    billing,
    notifications,
    analytics,
    reach: reachCounter(infra.redis),
    exportCells: (id, from, to) => exportCells(mongo, id, from, to),
    settlement,
    pricing: httpPricingClient({ ...client, baseUrl: config.PRICING_URL, timeoutMs: config.PRICING_TIMEOUT_MS }),
    media: httpMediaClient({ ...client, baseUrl: config.MEDIA_URL, timeoutMs: config.MEDIA_TIMEOUT_MS }),
    providers: opts.providers ?? providersFor(config, logger),
    payments: paymentAttemptRepository(mongo),
    paymentSettings: {
      returnBaseUrl: config.PAYMENT_RETURN_BASE_URL,
      expiryMs: config.PAYMENT_EXPIRY_MS,
      inquiryIntervalMs: config.PAYMENT_INQUIRY_INTERVAL_MS,
      returnWaitMs: config.PAYMENT_RETURN_WAIT_MS,
    },
    capacity: httpCapacityClient({ ...client, baseUrl: config.CAPACITY_URL, timeoutMs: config.CAPACITY_TIMEOUT_MS }),
    emailOutbox: emailOutboxRepository(mongo),
    emailPreferences: emailPreferencesRepository(mongo),
    mailer: smtpMailer({ url: config.SMTP_URL, from: config.EMAIL_FROM }),
    emailAttachments: emailAttachments({
      settlement,
      billing,
      campaigns,
      exportCells: (id, from, to) => exportCells(mongo, id, from, to),
    }),
    reportSchedules: reportScheduleRepository(mongo),
    reportSettings: { leaseMs: config.REPORT_LEASE_MS },
    email: {
      baseMs: config.EMAIL_RETRY_BASE_MS,
      maxAttempts: config.EMAIL_MAX_ATTEMPTS,
      maxMs: config.EMAIL_RETRY_MAX_MS,
      leaseMs: config.EMAIL_LEASE_MS,
      portalUrl: config.PORTAL_URL.replace(/\/$/, ''),
      secrets: [config.INTERNAL_AUTH_SECRET, config.INTERNAL_AUTH_SECRET_PREVIOUS],
    },
    proofs: proofRepository(mongo),
    proofSettings: {
      secrets: [config.INTERNAL_AUTH_SECRET, config.INTERNAL_AUTH_SECRET_PREVIOUS],
      portalUrl: config.PORTAL_URL.replace(/\/$/, ''),
    },
    bankTransfers: bankTransferRepository(mongo),
    bankAccount,
    refunds,
    credits: creditRepository(mongo),
    refundSettings: {
      retryMs: config.REFUND_RETRY_MS,
      maxTries: config.REFUND_MAX_TRIES,
      leaseMs: config.PAYMENT_TIMEOUT_MS * 3,
    },
    seller,
    reconciliation: reconciliationRepository(mongo),
    reconciliationSettings: { windowMs: config.RECONCILIATION_WINDOW_MS, maxItems: config.RECONCILIATION_MAX_ITEMS },
    clock: opts.clock ?? (() => new Date()),
    afterWrite: () => relay.trigger(),
  };
}
