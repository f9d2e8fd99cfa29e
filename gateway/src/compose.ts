import { buildIndexes, connectInfra, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { UsersRepository } from './auth/users-repository';
import { SessionCache } from './auth/session-cache';
import { sessionMiddleware } from './auth/session';
import { seedDemoUsers } from './seed';
import { apiProxy } from './routing/forward';
import { accountLimitedProxy } from './routing/account-limits';
import { securityHeaders } from './security-headers';
import { PlatformsRepository } from './platforms/platforms-repository';
import { PlatformKeyCache } from './platforms/platform-key-cache';
import { seedDemoPlatform } from './platforms/seed-demo-platform';

export type { Deps } from './deps';

/** The composition root: the connections, repositories, caches and the proxy, built once; server.ts wires the paths. */
export async function compose(config: Config, logger: Logger): Promise<Deps> {
  const infra = await connectInfra('gateway', config, logger);
  const { mongo, redis } = infra;
  const users = new UsersRepository(mongo);
  const platforms = new PlatformsRepository(mongo);
  // The unique email index (and the platforms' key id index) exists before the seed or any sign-up writes.
  await buildIndexes(mongo);
  if (config.SEED_DEMO_USERS) await seedDemoUsers(users, logger, config.PASSWORD_HASH_COST);
  if (config.SEED_DEMO_PLATFORM_KEY) await seedDemoPlatform(platforms, config.SEED_DEMO_PLATFORM_KEY, logger);
  const proxy = apiProxy(config, logger);
  const sessions = new SessionCache(redis, `${config.REDIS_KEY_PREFIX}sessions:ended`);
  return {
    config,
    logger,
    ...infra,
    users,
    proxy: accountLimitedProxy(proxy.proxy, redis, config.REDIS_KEY_PREFIX, config.ACCOUNT_RATE_LIMITS),
    closeProxy: proxy.close,
    securityHeaders: securityHeaders(config),
    sessions,
    session: sessionMiddleware(config, redis, (id) => sessions.ended(id)),
    platforms,
    platformKeys: new PlatformKeyCache(platforms, redis, `${config.REDIS_KEY_PREFIX}platform-keys:changed`, logger),
  };
}
