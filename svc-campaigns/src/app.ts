import type { Connection } from 'mongoose';
import type Redis from 'ioredis';
import { createApp, mongoHealth, redisHealth, EventBus, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import { httpRouters } from './entry-points/http/routes';
import type { Ports } from './domain/ports';
import type { OutboxRelay } from '@rbt/service-kit';

export interface Deps extends Ports {
  config: Config;
  logger: Logger;
  mongo: Connection;
  redis: Redis;
  bus: EventBus;
  relay: OutboxRelay;
}

/** The koa app of svc-campaigns, built from its dependencies so tests pass their own. */
export function buildApp(deps: Deps) {
  return createApp({
    name: 'svc-campaigns',
    logger: deps.logger,
    internalSecret: [deps.config.INTERNAL_AUTH_SECRET, deps.config.INTERNAL_AUTH_SECRET_PREVIOUS],
    routers: httpRouters(deps),
    health: { mongodb: mongoHealth(deps.mongo), redis: redisHealth(deps.redis), kafka: () => deps.bus.health() },
  });
}
