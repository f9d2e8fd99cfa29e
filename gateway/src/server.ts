import http from 'node:http';
import { buildIndexes, closeInfra, connectInfra, createLogger, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp, Deps } from './app';
import { UsersRepository } from './auth/users-repository';
import { seedDemoUsers } from './seed';
import { apiProxy } from './routing/proxy';
import { apiFastPath } from './auth/api-session';
import { API_HEADERS, securityHeaders } from './security-headers';
import { SessionCache } from './auth/session-cache';
import { withMetrics } from './metrics';
import { withTracing } from './tracing';
import { PlatformsRepository } from './platforms/platforms-repository';
import { PlatformKeyCache } from './platforms/platform-key-cache';
import { rtbPath } from './platforms/rtb-path';
import { proxyTrust } from './routing/client-address';
import { seedDemoPlatform } from './platforms/seed-demo-platform';

export interface Started {
  port: number;
  deps: Deps;
  stop(): Promise<void>;
}

export async function start(
  config: Config,
  logger: Logger = createLogger('gateway', config.LOG_LEVEL),
): Promise<Started> {
  const infra = await connectInfra('gateway', config, logger);
  const { mongo, redis, bus } = infra;
  const users = new UsersRepository(mongo);
  const platforms = new PlatformsRepository(mongo);
  // The unique email index (and the platforms' key id index) exists before the seed or any sign-up writes.
  await buildIndexes(mongo);
  if (config.SEED_DEMO_USERS) await seedDemoUsers(users, logger);
  if (config.SEED_DEMO_PLATFORM_KEY) await seedDemoPlatform(platforms, config.SEED_DEMO_PLATFORM_KEY, logger);
  const proxy = apiProxy(config, logger);
  const helmet = securityHeaders(config);
  const sessions = new SessionCache(redis, `${config.REDIS_KEY_PREFIX}sessions:ended`);
  const platformKeys = new PlatformKeyCache(
    platforms,
    redis,
    `${config.REDIS_KEY_PREFIX}platform-keys:changed`,
    logger,
  );
  const deps: Deps = {
    config,
    logger,
    mongo,
    redis,
    bus,
    users,
    proxy: proxy.proxy,
    securityHeaders: helmet,
    sessions,
    platforms,
    platformKeys,
  };
  const server = http.createServer(
    withMetrics(
      config.METRICS_TOKEN,
      withTracing(
        rtbPath(
          {
            keys: platformKeys,
            proxy: proxy.proxy,
            logger,
            headers: API_HEADERS,
            trust: proxyTrust(config.TRUST_PROXY),
          },
          apiFastPath({ config, redis, proxy: proxy.proxy, sessions, headers: API_HEADERS }, buildApp(deps)),
        ),
      ),
    ),
  );
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, '0.0.0.0', resolve);
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.PORT;
  logger.info({ port }, 'gateway listening');
  return {
    port,
    deps,
    stop: async () => {
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
      await proxy.close();
      await sessions.close();
      await platformKeys.close();
      await closeInfra(infra);
    },
  };
}
