import { buildIndexes, connectInfra, Logger, outboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { inventoryRepository } from './inventory/data-access/inventory-repository';
import { capacityGrid } from './inventory/data-access/capacity-grid';
import { servingStore } from './serving/data-access/serving-store';
import { playEventOf, playsOutbox } from './serving/data-access/plays-events';
import { clusterPlaysOutbox } from './serving/data-access/cluster-plays-outbox';
import { audienceListClient } from './serving/data-access/audience-list-client';
import { audioInfoClient } from './serving/data-access/audio-info-client';
import { defaultInventory } from './inventory/domain/default-inventory';
import { ServingIndex } from './serving/domain/serving-index';
import { servingTime } from './serving/domain/serving-time';
import { PlatformTally } from './platforms/domain/platform-traffic';
import { deliveryCounts } from './serving/data-access/delivery-counts';
import { platformTrafficStore } from './platforms/data-access/platform-traffic-store';
import { reloadServingIndex } from './serving/domain/serving-index-reload-use-case';
import { suppressionRepository } from './serving/data-access/suppression-repository';
import { suppressionStore } from './serving/data-access/suppression-store';
import { syncSuppression } from './serving/domain/suppression-use-case';
import { responseRepository } from './serving/data-access/response-repository';
import { smscClient } from './serving/data-access/smsc-client';
import { platformHourCounts } from './platforms/data-access/platform-hour-counts';
import { revenueShareRepository } from './platforms/data-access/revenue-share-repository';
import { HourlyDecisionTally } from './platforms/domain/platform-report';

export type { Deps } from './deps';

/** The composition root: builds the connections, the repositories, the bus and the outbox relays once. */
export async function compose(config: Config, logger: Logger): Promise<Deps> {
  const infra = await connectInfra('svc-capacity', config, logger);
  const { mongo, bus } = infra;
  const defaultTotal = defaultInventory(config.CAPACITY_DEFAULT_PLAYS_PER_USER_HOUR);
  const inventory = inventoryRepository(mongo, defaultTotal, {
    bus,
    logger,
    intervalMs: config.OUTBOX_RELAY_INTERVAL_MS,
  });
  const suppression = {
    repo: suppressionRepository(mongo),
    store: suppressionStore(infra.redis, config.SERVING_KEY_PREFIX),
  };
  const responses = responseRepository(mongo);
  const platformHours = platformHourCounts(mongo);
  const revenueShares = revenueShareRepository(mongo);
  // Every index exists before the consumers or HTTP write (the repositories register the models).
  await buildIndexes(mongo);
  const cluster = config.REDIS_CLUSTER_NODES
    ? { nodes: config.REDIS_CLUSTER_NODES, waitReplicas: config.SERVING_CLUSTER_WAIT_REPLICAS }
    : undefined;
  const playsRelay = outboxRelay(
    'delivery',
    [
      cluster
        ? clusterPlaysOutbox(infra.redis, config.SERVING_KEY_PREFIX, playEventOf)
        : playsOutbox(infra.redis, config.SERVING_KEY_PREFIX),
    ],
    bus,
    logger,
    config.OUTBOX_RELAY_INTERVAL_MS,
    // The plays stream is the volume of the platform's calls: one instance relays it at a time.
    { redis: infra.redis, key: `lease:${config.SERVING_KEY_PREFIX}plays-relay`, ms: 10_000 },
  );
  const serving = servingStore(config.REDIS_URL, config.SERVING_KEY_PREFIX, config.SERVING_REDIS_TIMEOUT_MS, cluster);
  // A Cluster client refuses commands until it knows the slots (no offline queue): decisions wait for that once.
  if (cluster) await serving.ready();
  const servingIndex = new ServingIndex();
  const allocation: Deps['allocation'] = { plan: new Map() };
  const smsQueue = { wake: () => undefined as void };
  /** One kept SMPP session; its receipts only match SMS of its own lane (live or sandbox). */
  const smscAt = (url: string, sandbox: boolean) =>
    smscClient({
      url,
      systemId: config.SMSC_SYSTEM_ID,
      password: config.SMSC_PASSWORD,
      sender: config.SMS_SENDER_ID,
      timeoutMs: 5000,
      // A receipt can beat the write of its message id by a moment: tried again once a second later.
      onReceipt: (r) =>
        void responses
          .markReceipt(r.messageId, r.delivered, new Date(), sandbox)
          .then(
            (u) =>
              u.matchedCount ||
              setTimeout(() => void responses.markReceipt(r.messageId, r.delivered, new Date(), sandbox), 1000).unref(),
          )
          .catch((err: Error) => logger.warn({ err: err.message }, 'delivery receipt not recorded')),
    });
  const smsc = smscAt(config.SMSC_URL, false);
  const sandboxSmsc = config.SANDBOX_SMSC_URL ? smscAt(config.SANDBOX_SMSC_URL, true) : null;
  const deps: Deps = {
    config,
    logger,
    ...infra,
    slots: inventory.slots,
    reservations: inventory.reservations,
    grid: capacityGrid(mongo, defaultTotal),
    relays: [inventory.relay, playsRelay],
    // A counted play wakes the plays relay alone: the hot path never wakes the reservations relay (a MongoDB round).
    playsRelay,
    servingIndex,
    serving,
    allocation,
    audienceLists: audienceListClient(config.PRICING_URL, config.INTERNAL_AUTH_SECRET, 5000),
    audioInfo: audioInfoClient(config.MEDIA_URL, config.INTERNAL_AUTH_SECRET, 5000),
    deliveryCounts: deliveryCounts(infra.redis, config.SERVING_KEY_PREFIX),
    platformTally: new PlatformTally(),
    platformTraffic: platformTrafficStore(infra.redis, config.SERVING_KEY_PREFIX),
    hourlyTally: new HourlyDecisionTally(),
    platformHours,
    revenueShares,
    defaultTotal,
    suppression,
    clock: () => new Date(),
    servingClock: () => servingTime(Date.now(), config.SERVING_CLOCK_SHIFT_MS),
    responses,
    smsc,
    sandboxSmsc,
    responsePorts: {
      serving,
      responses,
      index: servingIndex,
      afterSmsQueued: () => smsQueue.wake(),
      sandboxSmsc: sandboxSmsc !== null,
    },
    smsSendPorts: { responses, smsc, sandboxSmsc },
    smsQueue,
  };
  // The index is complete before HTTP answers a decision, and so is the suppression state (else no ad at all).
  await reloadServingIndex(deps);
  await syncSuppression(suppression, Date.now());
  return deps;
}
