import { closeInfra, createLogger, listen, startKafkaInBackground } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, ComposeOptions, Deps } from './compose';
import { startSubscribers } from './entry-points/kafka/subscribers';
import { runSchedule } from './domain/scheduler-use-case';

export interface Started {
  port: number;
  deps: Deps;
  stop(): Promise<void>;
}
export interface StartOptions extends ComposeOptions {
  scheduler?: boolean;
}

/** Connects MongoDB, Redis and Kafka, starts HTTP, the consumers, the outbox relay and the scheduler; stop() undoes it all. */
export async function start(
  config: Config,
  logger = createLogger('svc-campaigns', config.LOG_LEVEL),
  opts: StartOptions = {},
): Promise<Started> {
  const deps = await compose(config, logger, opts);
  const { relay } = deps;
  const kafka = await startKafkaInBackground({
    bus: deps.bus,
    subscribe: () => startSubscribers(deps),
    logger,
    waitMs: config.KAFKA_START_WAIT_MS,
  });
  relay.start();
  relay.trigger();
  const scheduler =
    opts.scheduler === false
      ? undefined
      : setInterval(() => {
          runSchedule(deps).catch((err) => logger.error({ err }, 'scheduler round failed'));
        }, config.SCHEDULER_INTERVAL_MS);
  scheduler?.unref();
  const http = await listen(buildApp(deps), config.PORT);
  logger.info({ port: http.port }, 'svc-campaigns listening');
  return {
    port: http.port,
    deps,
    stop: async () => {
      clearInterval(scheduler);
      await kafka.stop();
      await http.close();
      await relay.stop();
      await closeInfra(deps);
    },
  };
}
