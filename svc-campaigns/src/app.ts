import { createApp, mongoHealth, redisHealth } from '@rbt/service-kit';
import type { Deps } from './deps';
import { httpRouters } from './entry-points/http/routes';

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
