import type { Connection } from 'mongoose';
import type Redis from 'ioredis';
import { createApp, mongoHealth, redisHealth, EventBus, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import type { MediaPorts } from './domain/ports';
import { httpRouters } from './entry-points/http/routes';

export interface Deps { config: Config; logger: Logger; mongo: Connection; redis: Redis; bus: EventBus; ports: MediaPorts }

/** The koa app of svc-media, built from its dependencies so tests pass their own. */
export function buildApp(deps: Deps) {
  return createApp({
    name: 'svc-media',
    logger: deps.logger,
    internalSecret: [deps.config.INTERNAL_AUTH_SECRET, deps.config.INTERNAL_AUTH_SECRET_PREVIOUS],
    routers: httpRouters(deps),
    health: { mongodb: mongoHealth(deps.mongo), redis: redisHealth(deps.redis), kafka: () => deps.bus.health() },
  });
}
