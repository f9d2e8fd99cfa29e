import type { Connection } from 'mongoose';
import type Redis from 'ioredis';
import { createApp, mongoHealth, redisHealth, EventBus, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import { httpRouters } from './entry-points/http/routes';
import { capacityRepository, CapacityRepository } from './data-access/capacity-repository';
import { defaultInventory } from './domain/default-inventory';
import { reservationRepository, ReservationRepository } from './data-access/reservation-repository';

export interface Deps {
  config: Config;
  logger: Logger;
  mongo: Connection;
  redis: Redis;
  bus: EventBus;
}
export interface Repos {
  slots: CapacityRepository;
  reservations: ReservationRepository;
}

export const buildRepos = (deps: Deps): Repos => ({
  slots: capacityRepository(deps.mongo, defaultInventory(deps.config.CAPACITY_DEFAULT_PLAYS_PER_USER_HOUR)),
  reservations: reservationRepository(deps.mongo),
});

/** The koa app of svc-capacity, built from its dependencies so tests pass their own. */
export function buildApp(deps: Deps) {
  return createApp({
    name: 'svc-capacity',
    logger: deps.logger,
    internalSecret: [deps.config.INTERNAL_AUTH_SECRET, deps.config.INTERNAL_AUTH_SECRET_PREVIOUS],
    routers: httpRouters(deps, buildRepos(deps)),
    health: { mongodb: mongoHealth(deps.mongo), redis: redisHealth(deps.redis), kafka: () => deps.bus.health() },
  });
}
