import type { Connection } from 'mongoose';
import type Redis from 'ioredis';
import type { EventBus, Logger, OutboxRelay } from '@rbt/service-kit';
import type { Config } from './config';
import type { Ports } from './domain/ports';
import type { AnalyticsRepository } from './data-access/analytics-repository';

/**
 * Everything compose() builds once. It lives in its own file (not app.ts) so route files can
 * import the type without an import circle back through app.ts.
 */
export interface Deps extends Ports {
  config: Config;
  logger: Logger;
  mongo: Connection;
  redis: Redis;
  bus: EventBus;
  relay: OutboxRelay;
  analytics: AnalyticsRepository;
}
