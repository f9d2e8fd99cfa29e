import type Koa from 'koa';
import type { Logger } from './logger';
import type { OutboxRelay } from './kafka/outbox-relay';
import type { ServiceDeps } from './service-app';
import { closeInfra } from './infra';
import { configOrExit } from './config';
import { createLogger } from './logger';
import { listen, onFatal, onShutdown } from './server';
import { startKafkaInBackground } from './kafka/start-in-background';

/** The keys runService reads. */
export interface RunConfig {
  PORT: number;
  KAFKA_START_WAIT_MS: number;
}

export interface ServiceParts<D extends ServiceDeps<RunConfig>> {
  name: string;
  /** What compose() built. */
  deps: D;
  /** The koa app, built after the consumers, relays and jobs are started. */
  app: (deps: D) => Koa<any>;
  /** Starts the service's consumers (once the topics exist; see startKafkaInBackground). */
  subscribe: () => Promise<void>;
  /** Outbox relays: started and triggered at once, so events queued before a restart leave without waiting. */
  relays?: readonly OutboxRelay[];
  /** Timers (scheduler, sweeps, simulator): each starts once the relays run and returns how to stop it. */
  jobs?: readonly (() => () => Promise<void> | void)[];
}

export interface ServiceStarted<D> {
  port: number;
  deps: D;
  stop(): Promise<void>;
}

/**
 * The one start sequence of the services: Kafka in the background, the outbox relays, the jobs, then HTTP.
 * stop() undoes it in reverse order with the bus last, so no consumer or relay outlives its connections.
 */
export async function runService<D extends ServiceDeps<RunConfig>>(parts: ServiceParts<D>): Promise<ServiceStarted<D>> {
  const { name, deps, relays = [], jobs = [] } = parts;
  const { config, logger } = deps;
  const kafka = await startKafkaInBackground({
    bus: deps.bus,
    subscribe: parts.subscribe,
    logger,
    waitMs: config.KAFKA_START_WAIT_MS,
  });
  for (const relay of relays) relay.start();
  for (const relay of relays) relay.trigger();
  const stopJobs = jobs.map((job) => job());
  const http = await listen(parts.app(deps), config.PORT);
  logger.info({ port: http.port }, `${name} listening`);
  return {
    port: http.port,
    deps,
    stop: async () => {
      await Promise.all(stopJobs.map((stopJob) => stopJob()));
      await kafka.stop();
      await http.close();
      await Promise.all(relays.map((r) => r.stop()));
      await closeInfra(deps);
    },
  };
}

/**
 * The body of every main.ts: read the config (a bad one ends the process with its message), start, and stop
 * cleanly on SIGTERM/SIGINT; a failed start, an unhandled rejection or an uncaught exception ends the process
 * (exit 1, logged with context, counted) so the supervisor restarts it.
 */
export function runMain<C extends { LOG_LEVEL: string }>(
  name: string,
  readConfig: () => C,
  start: (config: C, logger: Logger) => Promise<{ stop(): Promise<void> }>,
): void {
  const config = configOrExit(name, readConfig);
  const logger = createLogger(name, config.LOG_LEVEL);
  start(config, logger).then(
    (s) => {
      onShutdown(logger, s.stop);
      onFatal(logger, s.stop);
    },
    (err: Error) => {
      logger.fatal({ err }, `${name} could not start`);
      process.exit(1);
    },
  );
}
