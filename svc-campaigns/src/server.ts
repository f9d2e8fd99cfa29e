import { buildIndexes, connectMongo, createLogger, createRedis, EventBus, listen, outboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp, Deps } from './app';
import { startSubscribers } from './entry-points/kafka/subscribers';
import { campaignRepository } from './data-access/campaign-repository';
import { billingIndexes, billingRepository } from './data-access/billing-repository';
import { deliveryCellIndexes } from './data-access/analytics-repository';
import { notificationIndexes, notificationRepository } from './data-access/notification-repository';
import { httpPricingClient } from './data-access/pricing-client';
import { httpMediaClient } from './data-access/media-client';
import { paymentProviderFor, PaymentProvider } from './data-access/payment-provider';
import { runSchedule } from './domain/scheduler-use-case';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

export interface Started {
  port: number;
  deps: Deps;
  stop(): Promise<void>;
}
export interface StartOptions {
  clock?: () => Date;
  provider?: PaymentProvider;
  scheduler?: boolean;
}

/** Connects MongoDB, Redis and Kafka, starts HTTP, the consumers, the outbox relay and the scheduler; stop() undoes it all. */
export async function start(
  config: Config,
  logger = createLogger('svc-campaigns', config.LOG_LEVEL),
  opts: StartOptions = {},
): Promise<Started> {
  const mongo = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  const redis = createRedis(config.REDIS_URL);
  const bus = new EventBus({
    brokers: config.KAFKA_BROKERS.split(','),
    clientId: 'svc-campaigns',
    logger,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
  });
  const campaigns = campaignRepository(mongo);
  const billing = billingRepository(mongo);
  // Every index exists before the relay, the consumers or HTTP write (models are registered by the repositories).
  await buildIndexes(mongo, [...billingIndexes, ...deliveryCellIndexes, ...notificationIndexes]);
  const relay = outboxRelay(
    'campaigns',
    [{ pending: (n) => campaigns.withOutbox(n), markSent: (id, ids) => campaigns.markSent(id, ids) }],
    bus,
    logger,
    config.OUTBOX_RELAY_INTERVAL_MS,
  );
  const deps: Deps = {
    config,
    logger,
    mongo,
    redis,
    bus,
    relay,
    campaigns,
    billing,
    notifications: notificationRepository(mongo),
    pricing: httpPricingClient({
      baseUrl: config.PRICING_URL,
      secret: config.INTERNAL_AUTH_SECRET,
      timeoutMs: config.PRICING_TIMEOUT_MS,
      logger,
    }),
    media: httpMediaClient({
      baseUrl: config.MEDIA_URL,
      secret: config.INTERNAL_AUTH_SECRET,
      timeoutMs: config.MEDIA_TIMEOUT_MS,
      logger,
    }),
    provider: opts.provider ?? paymentProviderFor(config),
    clock: opts.clock ?? (() => new Date()),
    afterWrite: () => relay.trigger(),
  };
  // Kafka being down at start must not stop the service from taking writes (they wait in the outbox):
  // topics and consumers are set up in the background until that succeeds.
  let stopped = false;
  const kafkaReady = (async () => {
    for (;;) {
      try {
        await bus.ensureTopics();
        await startSubscribers(deps);
        // Stopped while this was still connecting: drop the consumers it just made.
        if (stopped) await bus.disconnect();
        return;
      } catch (err) {
        if (stopped) return;
        logger.warn({ err: (err as Error).message }, 'Kafka not ready; retrying topics and consumers');
        await sleep(2000);
        if (stopped) return;
      }
    }
  })();
  await Promise.race([kafkaReady, sleep(config.KAFKA_START_WAIT_MS)]);
  relay.start();
  relay.trigger();
  const scheduler =
    opts.scheduler === false
      ? undefined
      : setInterval(() => {
          runSchedule(deps).catch((err) => logger.error({ err }, 'scheduler round failed'));
        }, config.SCHEDULER_INTERVAL_MS);
  scheduler?.unref();
  const http = await listen(buildApp(deps), config.PORT);
  logger.info({ port: http.port }, 'svc-campaigns listening');
  return {
    port: http.port,
    deps,
    stop: async () => {
      stopped = true;
      clearInterval(scheduler);
      await http.close();
      await relay.stop();
      await bus.disconnect();
      redis.disconnect();
      await mongo.close();
    },
  };
}
