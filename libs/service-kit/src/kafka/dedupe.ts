import type Redis from 'ioredis';
import type { Handler } from './event-bus';

const SEVEN_DAYS = 7 * 24 * 3600;

/**
 * Wraps a handler so an event id already handled by this consumer is skipped. The mark is written only
 * after the handler succeeded, so a crash mid-way means a retry, never a lost event.
 */
export function dedupeByEventId<E extends { eventId: string }>(
  redis: Redis,
  scope: string,
  handler: Handler<E>,
): Handler<E> {
  return async (event) => {
    const key = `processed:${scope}:${event.eventId}`;
    if (await redis.exists(key)) return;
    await handler(event);
    await redis.set(key, '1', 'EX', SEVEN_DAYS);
  };
}
