import type { Handler } from './event-bus';
import { eventConsumer, type ConsumerOptions } from './consumer';
import { commandsPerItem } from '../redis';

const SEVEN_DAYS = 7 * 24 * 3600;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Envelope {
  eventId: string;
  eventName: string;
  aggregateId: string;
}

/**
 * eventConsumer's guarantees for a handler of whole batches (EventBus.subscribeBatch): an event id repeated inside
 * the batch is handed over once; with processed marks, ids this group handled are left out (EXISTS per event) and
 * marked after the handler (SET per event), each a pipeline on one Redis and one call per mark on a Cluster, where a
 * pipeline may not span the marks' slots (commandsPerItem); a failing batch is tried `attempts` times, then its events go
 * one by one through eventConsumer's path (each retried, then dead-lettered), so one poison event costs only itself.
 * Returns a wrapper: `handled('<action>On<Events>', handler)`.
 */
export function batchConsumer(opts: ConsumerOptions) {
  const attempts = opts.attempts ?? 5;
  const backoffMs = opts.backoffMs ?? 200;
  const marks = opts.processedMarks ?? true;
  const log = opts.logger.child({ component: 'consumer', group: opts.group });
  const mark = (e: Envelope) => `processed:${opts.group}:${e.eventId}`;
  const one = eventConsumer(opts);
  return <E extends Envelope>(name: string, handler: Handler<E[]>): Handler<E[]> => {
    const single = one<E>(name, (e) => handler([e]));
    return async (batch) => {
      const byId = new Map(batch.map((e) => [e.eventId, e]));
      let events = [...byId.values()];
      if (marks && events.length) {
        const seen = await commandsPerItem(opts.redis, events, (p, e) => p.exists(mark(e)));
        events = events.filter((_, i) => seen[i]?.[1] !== 1);
      }
      if (!events.length) return;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          await handler(events);
          if (marks) await commandsPerItem(opts.redis, events, (p, e) => p.set(mark(e), '1', 'EX', SEVEN_DAYS));
          return;
        } catch (err) {
          const error = (err as Error).message ?? String(err);
          log.warn({ handler: name, events: events.length, attempt, error }, 'batch handler failed; retrying');
          if (attempt < attempts) await sleep(backoffMs * 2 ** (attempt - 1));
        }
      }
      // The batch as a whole keeps failing: find the event(s) at fault, each with its own tries and dead letter.
      for (const e of events) await single(e);
    };
  };
}
