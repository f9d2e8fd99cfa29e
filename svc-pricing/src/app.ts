import type { Connection } from 'mongoose';
import type Redis from 'ioredis';
import { createApp, mongoHealth, redisHealth, EventBus, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import { httpRouters } from './entry-points/http/routes';
import { REFERENCE_PUBLIC_PATHS } from './entry-points/http/reference-routes';

import type { SubscriberDirectory } from './data-access/subscriber-directory-repository';
import type { AudienceListRepository } from './data-access/audience-list-repository';

export interface Deps {
  config: Config; logger: Logger; mongo: Connection; redis: Redis; bus: EventBus;
  directory: SubscriberDirectory; audienceLists: AudienceListRepository;
}

/** The koa app of svc-pricing, built from its dependencies so tests pass their own. */
export function buildApp(deps: Deps) {
  return createApp({
    name: 'svc-pricing',
    logger: deps.logger,
    internalSecret: [deps.config.INTERNAL_AUTH_SECRET, deps.config.INTERNAL_AUTH_SECRET_PREVIOUS],
    routers: httpRouters(deps),
    publicPaths: REFERENCE_PUBLIC_PATHS,
    health: { mongodb: mongoHealth(deps.mongo), redis: redisHealth(deps.redis), kafka: () => deps.bus.health() },
  });
}
