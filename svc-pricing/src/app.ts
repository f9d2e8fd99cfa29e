import { createApp, mongoHealth, redisHealth } from '@rbt/service-kit';
import type { Deps } from './deps';
import { httpRouters } from './entry-points/http/routes';
import { REFERENCE_PUBLIC_PATHS } from './entry-points/http/reference-routes';

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
