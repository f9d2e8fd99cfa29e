import type { Redis } from 'ioredis';
import type { AnyEnvelope, AnyEventOf, TopicKey } from '@rbt/contracts';
import type { EventBus } from './event-bus';
import type { Logger } from '../logger';
import { outboxBacklog, outboxOldestAge } from '../metrics';
import { withLease } from '../redis-lease';

/** Documents that keep the events written with them (`outbox`) until the relay has published them. */
export interface OutboxSource {
  pending(limit: number): Promise<{ _id: string; outbox: AnyEnvelope[] }[]>;
  /** Removes exactly the events that were published; events added meanwhile stay. */
  markSent(id: string, eventIds: string[]): Promise<void>;
}

export interface OutboxRelay {
  trigger(): void;
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<number>;
}

const PAGE = 100;
/** How soon an instance that found the lease taken tries again (the holder may have read the stream before our write). */
const LEASE_RETRY_MS = 50;

interface RelayLease {
  redis: Redis;
  key: string;
  ms: number;
}
/**
 * A send that neither succeeds nor fails (a producer waiting on a broker that came back with new metadata) would hold
 * the round, and with it every later round, forever: after this long the round ends and the next one sends again
 * (consumers deduplicate by event id, so a late success of the first send is harmless).
 */
const PUBLISH_TIMEOUT_MS = 30_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Kafka in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** What the first page of a round holds: the backlog (up to a page) and how long its oldest event has waited. */
function observeBacklog(topic: string, docs: { outbox: AnyEnvelope[] }[]): void {
  const events = docs.flatMap((d) => d.outbox);
  const oldest = events.reduce((min, e) => Math.min(min, Date.parse(e.occurredOn)), Number.POSITIVE_INFINITY);
  outboxBacklog.set({ topic }, events.length);
  outboxOldestAge.set({ topic }, events.length ? Math.max(0, (Date.now() - oldest) / 1000) : 0);
}

/**
 * Publishes the events kept in documents to a topic, then removes exactly those events. One send per document
 * keeps its events in order (same key, same partition); a failed send ends the round and the next one (timer or
 * trigger) retries, so events wait out a Kafka outage. A crash between send and removal re-sends: consumers
 * deduplicate by event id.
 */
export function outboxRelay<T extends TopicKey>(
  topic: T,
  sources: OutboxSource[],
  bus: EventBus,
  logger: Logger,
  intervalMs: number,
  /**
   * One instance relays at a time: without it every instance reads the same pending events and most are sent once
   * per instance (consumers deduplicate them, at that cost), which a high-volume source (the plays stream) cannot afford.
   */
  lease?: RelayLease,
): OutboxRelay {
  const log = logger.child({ component: 'outbox-relay', topic });
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  async function round(): Promise<number> {
    let sent = 0;
    let first = true;
    do {
      again = false;
      for (const source of sources) {
        const docs = await source.pending(PAGE);
        if (first) observeBacklog(topic, docs);
        for (const d of docs) {
          try {
            await withTimeout(bus.publish(topic, d.outbox as AnyEventOf<T>[]), PUBLISH_TIMEOUT_MS);
          } catch (err) {
            log.warn({ err: (err as Error).message, id: d._id }, 'outbox publish failed; will retry');
            return sent;
          }
          await source.markSent(
            d._id,
            d.outbox.map((e) => e.eventId),
          );
          sent += d.outbox.length;
        }
        if (docs.length === PAGE) again = true;
      }
      first = false;
    } while (again);
    return sent;
  }

  /** The round, under the lease when there is one; a round skipped for the lease is tried again shortly. */
  async function exclusiveRound(): Promise<number> {
    if (!lease) return round();
    let sent = 0;
    const ran = await withLease(lease.redis, lease.key, lease.ms, async () => {
      sent = await round();
    })();
    if (!ran && !retry && !stopped) {
      retry = setTimeout(() => {
        retry = undefined;
        void runOnce();
      }, LEASE_RETRY_MS);
      retry.unref();
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = exclusiveRound()
      .catch((err) => {
        log.error({ err }, 'outbox round failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    runOnce,
    trigger: () => {
      void runOnce();
    },
    start: () => {
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
      await running;
    },
  };
}
