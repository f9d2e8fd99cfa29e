import { closeInfra, createLogger, listen, startKafkaInBackground } from '@rbt/service-kit';
import type { Config } from './config';
import { buildApp } from './app';
import { compose, Deps } from './compose';
import { startDeliverySimulator } from './entry-points/jobs/delivery-simulator';
import { startSubscribers } from './entry-points/kafka/subscribers';

export interface Started {
  port: number;
  deps: Deps;
  stop(): Promise<void>;
}

/** Connects MongoDB, Redis and Kafka, starts HTTP, the consumers, the outbox relays and the delivery simulator; stop() undoes it all. */
export async function start(config: Config, logger = createLogger('svc-capacity', config.LOG_LEVEL)): Promise<Started> {
  const deps = await compose(config, logger);
  const kafka = await startKafkaInBackground({
    bus: deps.bus,
    subscribe: () => startSubscribers(deps),
    logger,
    waitMs: config.KAFKA_START_WAIT_MS,
  });
  for (const relay of deps.relays) relay.start();
  deps.afterWrite();
  const stopSimulator = startDeliverySimulator(deps);
  const http = await listen(buildApp(deps), config.PORT);
  logger.info({ port: http.port }, 'svc-capacity listening');
  return {
    port: http.port,
    deps,
    stop: async () => {
      stopSimulator();
      await kafka.stop();
      await http.close();
      await Promise.all(deps.relays.map((r) => r.stop()));
      await closeInfra(deps);
    },
  };
}
