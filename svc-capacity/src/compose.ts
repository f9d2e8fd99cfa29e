import { buildIndexes, connectInfra, Logger, outboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { capacityRepository } from './data-access/capacity-repository';
import { reservationRepository } from './data-access/reservation-repository';
import { defaultInventory } from './domain/default-inventory';

export type { Deps, Repos } from './deps';

/** The composition root: builds the connections, the repositories, the bus and the outbox relays once. */
export async function compose(config: Config, logger: Logger): Promise<Deps> {
  const infra = await connectInfra('svc-capacity', config, logger);
  const { mongo, bus } = infra;
  const slots = capacityRepository(mongo, defaultInventory(config.CAPACITY_DEFAULT_PLAYS_PER_USER_HOUR));
  const reservations = reservationRepository(mongo);
  // Every index exists before the consumers, the simulator or HTTP write (the repositories register the models).
  await buildIndexes(mongo);
  const relays = [
    outboxRelay('capacity', [reservations.outbox], bus, logger, config.OUTBOX_RELAY_INTERVAL_MS),
    outboxRelay('delivery', [reservations.deliveryOutbox], bus, logger, config.OUTBOX_RELAY_INTERVAL_MS),
  ];
  const afterWrite = () => relays.forEach((r) => r.trigger());
  return { config, logger, ...infra, slots, reservations, relays, afterWrite };
}
