import http from 'node:http';
import { closeInfra, createLogger, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, Deps } from './compose';
import { signedInProxyPath } from './routing/signed-in-proxy-path';
import { API_HEADERS } from './security-headers';
import { withMetrics } from './metrics';
import { withTracing } from './tracing';
import { rtbPath } from './platforms/rtb-path';
import { proxyTrust } from './routing/client-address';

export interface Started {
  port: number;
  deps: Deps;
  stop(): Promise<void>;
}

/**
 * Composes, then serves: metrics and tracing around the /rtb path, the signed-in proxy path and, for everything
 * else, express (app.ts). stop() closes HTTP, the proxy's connections, the caches and then the connections.
 */
export async function start(
  config: Config,
  logger: Logger = createLogger('gateway', config.LOG_LEVEL),
): Promise<Started> {
  const deps = await compose(config, logger);
  const { redis, proxy, sessions, platformKeys } = deps;
  const server = http.createServer(
    withMetrics(
      config.METRICS_TOKEN,
      withTracing(
        rtbPath(
          { keys: platformKeys, proxy, logger, headers: API_HEADERS, trust: proxyTrust(config.TRUST_PROXY) },
          signedInProxyPath({ config, redis, proxy, sessions, headers: API_HEADERS }, buildApp(deps)),
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
      await deps.closeProxy();
      await sessions.close();
      await platformKeys.close();
      await closeInfra(deps);
    },
  };
}
