import type { Connection } from 'mongoose';
import type Redis from 'ioredis';
import type { Handler } from './event-bus';
import type { Logger } from '../logger';
import { deadLetters } from '../metrics';

const SEVEN_DAYS = 7 * 24 * 3600;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ConsumerOptions {
  redis: Redis;
  /** The service's database: events that failed every attempt are kept in its `dead_letters` collection. */
  mongo: Connection;
  /** The consumer group (one per service and topic); it scopes the processed marks and the dead letters. */
  group: string;
  logger: Logger;
  /** Tries per event before it is dead-lettered. */
  attempts?: number;
  /** Pause before the second try; doubled before each further one. */
  backoffMs?: number;
  /**
   * False for a group whose every handler records the event id in the same write as its effect, so that a
   * redelivery changes nothing by itself: the processed mark (a Redis read before and a write after every event)
   * would only repeat that check. The delivery consumer of svc-campaigns, a few calls per play, saves two of them.
   */
  processedMarks?: boolean;
}

interface Envelope {
  eventId: string;
  eventName: string;
  aggregateId: string;
}

/** What a dead letter keeps: enough to read why and to publish the event again by hand. */
export interface DeadLetter {
  _id: string;
  group: string;
  handler: string;
  event: Envelope;
  error: string;
  attempts: number;
  at: Date;
}

/**
 * One consumer behaviour for every subscription (the EventBus has already checked the schema): an event id this
 * group handled is skipped (by the processed mark, unless the group's handlers deduplicate in their own writes); a
 * failing handler is tried `attempts` times, then the event is kept in `dead_letters` (logged, counted in
 * kafka_dead_letters_total) and its offset committed, so a poison event cannot hold its partition. The processed
 * mark is written after the handler or the dead letter, so a crash means a retry.
 * Returns a wrapper: `handled('<action>On<Event>', handler)`.
 */
export function eventConsumer(opts: ConsumerOptions) {
  const attempts = opts.attempts ?? 5;
  const backoffMs = opts.backoffMs ?? 200;
  const marks = opts.processedMarks ?? true;
  const log = opts.logger.child({ component: 'consumer', group: opts.group });
  const letters = () => opts.mongo.collection<DeadLetter>('dead_letters');
  return <E extends Envelope>(name: string, handler: Handler<E>): Handler<E> =>
    async (event) => {
      const mark = `processed:${opts.group}:${event.eventId}`;
      if (marks && (await opts.redis.exists(mark))) return;
      for (let attempt = 1; ; attempt++) {
        try {
          await handler(event);
          break;
        } catch (err) {
          const error = (err as Error).message ?? String(err);
          if (attempt < attempts) {
            log.warn({ handler: name, eventId: event.eventId, attempt, error }, 'handler failed; retrying');
            await sleep(backoffMs * 2 ** (attempt - 1));
            continue;
          }
          // A failed dead-letter write throws: the bus does not commit the offset, so the event is not lost.
          await letters().updateOne(
            { _id: `${opts.group}:${event.eventId}` },
            { $set: { group: opts.group, handler: name, event, error, attempts, at: new Date() } },
            { upsert: true },
          );
          deadLetters.inc({ group: opts.group, event: event.eventName });
          log.error(
            { handler: name, eventId: event.eventId, eventName: event.eventName, error },
            'event dead-lettered',
          );
          break;
        }
      }
      if (marks) await opts.redis.set(mark, '1', 'EX', SEVEN_DAYS);
    };
}
