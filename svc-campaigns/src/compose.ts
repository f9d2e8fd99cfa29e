import { buildIndexes, connectInfra, Logger, outboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { campaignRepository } from './data-access/campaign-repository';
import { billingIndexes, billingRepository, dropPreTopUpIndexes } from './data-access/billing-repository';
import { analyticsRepository, deliveryCellIndexes } from './data-access/analytics-repository';
import { reachCounter } from './data-access/reach-counter';
import { notificationIndexes, notificationRepository } from './data-access/notification-repository';
import { creditNoteIndexes, settlementRepository } from './data-access/settlement-repository';
import { httpPricingClient } from './data-access/pricing-client';
import { httpMediaClient } from './data-access/media-client';
import { paymentProviderFor, PaymentProvider } from './data-access/payment-provider';
import { easypaisaProvider } from './data-access/easypaisa-provider';
import { bankTransferIndexes, bankTransferRepository } from './data-access/bank-transfer-repository';
import { bankAccountOf } from './config-bank-transfer';

export type { Deps } from './deps';

export interface ComposeOptions {
  clock?: () => Date;
  provider?: PaymentProvider;
}

/** The composition root: builds the connections, repositories, clients, the bus and the outbox relay once. */
export async function compose(config: Config, logger: Logger, opts: ComposeOptions = {}): Promise<Deps> {
  // Refused before anything connects: production must name the real account advertisers pay into.
  const bankAccount = bankAccountOf(config);
  const infra = await connectInfra('svc-campaigns', config, logger);
  const { mongo, bus } = infra;
  const campaigns = campaignRepository(mongo);
  const billing = billingRepository(mongo);
  const notifications = notificationRepository(mongo);
  const analytics = analyticsRepository(mongo);
  // Every index exists before the relay, the consumers or HTTP write (models are registered by the repositories).
  await dropPreTopUpIndexes(mongo);
  await buildIndexes(mongo, [
    ...billingIndexes,
    ...deliveryCellIndexes,
    ...notificationIndexes,
    ...creditNoteIndexes,
    ...bankTransferIndexes,
  ]);
  const relay = outboxRelay('campaigns', [campaigns.outbox], bus, logger, config.OUTBOX_RELAY_INTERVAL_MS);
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
    settlement: settlementRepository(mongo),
    pricing: httpPricingClient({ ...client, baseUrl: config.PRICING_URL, timeoutMs: config.PRICING_TIMEOUT_MS }),
    media: httpMediaClient({ ...client, baseUrl: config.MEDIA_URL, timeoutMs: config.MEDIA_TIMEOUT_MS }),
    provider: opts.provider ?? paymentProviderFor(config),
    bankTransfers: bankTransferRepository(mongo),
    bankAccount,
    easypaisa: easypaisaProvider({
      baseUrl: config.EASYPAISA_BASE_URL,
      storeId: config.EASYPAISA_STORE_ID,
      hashKey: config.EASYPAISA_HASH_KEY,
      username: config.EASYPAISA_USERNAME,
      password: config.EASYPAISA_PASSWORD,
      accountNum: config.EASYPAISA_ACCOUNT_NUM,
      timeoutMs: config.EASYPAISA_TIMEOUT_MS,
      logger,
    }),
    clock: opts.clock ?? (() => new Date()),
    afterWrite: () => relay.trigger(),
  };
}
