import type { Connection } from 'mongoose';
import type Redis from 'ioredis';
import type { DependencyState, GatewayHealth } from '@rbt/contracts';
import { mongoHealth, redisHealth, EventBus, runHealthChecks } from '@rbt/service-kit';
import type { Config } from './config';
import { serviceUrls } from './routing/forward';

async function serviceState(url: string, timeoutMs: number): Promise<DependencyState> {
  const start = Date.now();
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json()) as { status?: string };
    return res.ok && body.status === 'ok'
      ? { status: 'ok', latencyMs: Date.now() - start }
      : { status: 'down', latencyMs: Date.now() - start, error: `answered ${res.status} ${body.status ?? ''}`.trim() };
  } catch (err) {
    return { status: 'down', latencyMs: Date.now() - start, error: (err as Error).message };
  }
}

/** GET /api/health: every service and the infrastructure as the gateway sees them. */
export async function gatewayHealth(
  config: Config,
  mongo: Connection,
  redis: Redis,
  bus: EventBus,
): Promise<GatewayHealth> {
  const urls = serviceUrls(config);
  const [services, infra] = await Promise.all([
    Promise.all(
      Object.entries(urls).map(
        async ([name, url]) => [`svc-${name}`, await serviceState(url, config.HEALTH_TIMEOUT_MS)] as const,
      ),
    ),
    runHealthChecks(
      'gateway',
      { mongodb: mongoHealth(mongo), redis: redisHealth(redis), kafka: () => bus.health() },
      config.HEALTH_TIMEOUT_MS,
    ),
  ]);
  const all = [...services.map(([, s]) => s), ...Object.values(infra.dependencies)];
  const down = all.filter((s) => s.status === 'down').length;
  return {
    status: down === 0 ? 'ok' : down === all.length ? 'down' : 'degraded',
    services: Object.fromEntries(services),
    infrastructure: infra.dependencies,
  };
}
