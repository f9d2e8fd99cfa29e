import { buildIndexes, connectInfra, Logger, outboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { capacityRepository } from './data-access/capacity-repository';
import { reservationRepository } from './data-access/reservation-repository';
import { playsOutbox, servingStore } from './data-access/serving-store';
import { audienceListClient } from './data-access/audience-list-client';
import { audioInfoClient } from './data-access/audio-info-client';
import { defaultInventory } from './domain/default-inventory';
import { ServingIndex } from './domain/serving-index';
import { PlatformTally } from './domain/platform-traffic';
import { deliveryCounts } from './data-access/delivery-counts';
import { platformTrafficStore } from './data-access/platform-traffic-store';
import { reloadServingIndex } from './entry-points/jobs/serving-index-sync';

export type { Deps } from './deps';

/** The composition root: builds the connections, the repositories, the bus and the outbox relays once. */
export async function compose(config: Config, logger: Logger): Promise<Deps> {
  const infra = await connectInfra('svc-capacity', config, logger);
  const { mongo, bus } = infra;
  const defaultTotal = defaultInventory(config.CAPACITY_DEFAULT_PLAYS_PER_USER_HOUR);
  const slots = capacityRepository(mongo, defaultTotal);
  const reservations = reservationRepository(mongo);
  // Every index exists before the consumers or HTTP write (the repositories register the models).
  await buildIndexes(mongo);
  const serving = servingStore(config.REDIS_URL, config.SERVING_KEY_PREFIX, config.SERVING_REDIS_TIMEOUT_MS);
  const playsRelay = outboxRelay(
    'delivery',
    [playsOutbox(infra.redis, config.SERVING_KEY_PREFIX)],
    bus,
    logger,
    config.OUTBOX_RELAY_INTERVAL_MS,
  );
  const relays = [
    outboxRelay('capacity', [reservations.outbox], bus, logger, config.OUTBOX_RELAY_INTERVAL_MS),
    playsRelay,
  ];
  const afterWrite = () => relays.forEach((r) => r.trigger());
  const servingIndex = new ServingIndex();
  const allocation: Deps['allocation'] = { plan: new Map() };
  const deps: Deps = {
    config,
    logger,
    ...infra,
    slots,
    reservations,
    relays,
    afterWrite,
    servingIndex,
    serving,
    allocation,
    decidePorts: { index: servingIndex, plan: () => allocation.plan, reserve: serving.decide },
    sandboxPorts: { index: servingIndex, plan: () => allocation.plan, holdSandbox: serving.holdSandbox },
    trackingPorts: { track: serving.track, afterWrite: () => playsRelay.trigger() },
    audienceLists: audienceListClient(config.PRICING_URL, config.INTERNAL_AUTH_SECRET, 5000),
    audioInfo: audioInfoClient(config.MEDIA_URL, config.INTERNAL_AUTH_SECRET, 5000),
    deliveryCounts: deliveryCounts(infra.redis, config.SERVING_KEY_PREFIX),
    platformTally: new PlatformTally(),
    platformTraffic: platformTrafficStore(infra.redis, config.SERVING_KEY_PREFIX),
    defaultTotal,
    servingClock: () => Date.now() + config.SERVING_CLOCK_SHIFT_MIN * 60_000,
  };
  // The index is complete before HTTP answers a decision.
  await reloadServingIndex(deps);
  return deps;
}
