import type Koa from 'koa';
import type { Logger } from './logger';
import type { Infra } from './infra';
import type { CommonConfig } from './config';
import { AppOptions, AppRouter, AppState, createApp } from './app';
import { mongoHealth } from './mongo';
import { redisHealth } from './redis';

/**
 * What every composition root (the four services' and the gateway's) returns at least: its config, its logger and
 * the connections of connectInfra. Each app's Deps extends it with its repositories and clients.
 */
export interface ServiceDeps<C = CommonConfig> extends Infra {
  config: C;
  logger: Logger;
}

/**
 * The koa app of a service: createApp with the identity keys of the config (the current one and the one being
 * rotated out) and /health over MongoDB, Redis and Kafka, so a service's app.ts only lists its routes.
 */
export function serviceApp(
  name: string,
  deps: ServiceDeps<Pick<CommonConfig, 'INTERNAL_AUTH_SECRET' | 'INTERNAL_AUTH_SECRET_PREVIOUS' | 'HEALTH_TIMEOUT_MS'>>,
  routers: AppRouter[],
  more: Pick<AppOptions, 'publicPaths' | 'jsonLimit'> = {},
): Koa<AppState> {
  const { config, logger, mongo, redis, bus } = deps;
  return createApp({
    name,
    logger,
    internalSecret: [config.INTERNAL_AUTH_SECRET, config.INTERNAL_AUTH_SECRET_PREVIOUS],
    routers,
    ...more,
    health: { mongodb: mongoHealth(mongo), redis: redisHealth(redis), kafka: () => bus.health() },
    healthTimeoutMs: config.HEALTH_TIMEOUT_MS,
  });
}
