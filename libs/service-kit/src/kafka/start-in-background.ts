import type { EventBus } from './event-bus';
import type { Logger } from '../logger';

export interface KafkaStartOptions {
  bus: EventBus;
  /** Starts this service's consumers; runs once, after the topics exist. */
  subscribe: () => Promise<void>;
  logger: Logger;
  /** How long start waits for Kafka before serving anyway (0: not at all). */
  waitMs: number;
  /** Pause between two attempts. */
  retryMs?: number;
}

export interface KafkaStart {
  /** Settles when the topics and consumers are set up, or when stop() ended the attempts. */
  ready: Promise<void>;
  /** Ends the attempts and waits for the one under way, so the caller can disconnect the bus after it. */
  stop(): Promise<void>;
}

/**
 * One behaviour for every service when Kafka is down at start: the service starts anyway (writes wait in its
 * outbox, /health reports kafka down) and the topics and consumers are set up in the background until that
 * succeeds. Resolves once they are, or after `waitMs`, whichever comes first.
 */
export async function startKafkaInBackground(opts: KafkaStartOptions): Promise<KafkaStart> {
  const log = opts.logger.child({ component: 'kafka-start' });
  let stopped = false;
  let wake = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const ready = (async () => {
    for (let attempt = 1; !stopped; attempt++) {
      try {
        await opts.bus.ensureTopics();
        if (stopped) return;
        await opts.subscribe();
        if (attempt > 1) log.info({ attempt }, 'Kafka topics and consumers ready');
        return;
      } catch (err) {
        if (stopped) return;
        log.warn({ err: (err as Error).message, attempt }, 'Kafka not ready; retrying topics and consumers');
        await pause(opts.retryMs ?? 2000);
      }
    }
  })();
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([ready, new Promise<void>((resolve) => (waited = setTimeout(resolve, opts.waitMs)))]);
  clearTimeout(waited);
  return {
    ready,
    stop: async () => {
      stopped = true;
      wake();
      await ready;
    },
  };
}
