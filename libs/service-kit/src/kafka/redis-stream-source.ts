import type { Redis } from 'ioredis';
import type { AnyEnvelope } from '@rbt/contracts';
import type { OutboxSource } from './outbox-relay';

/**
 * A Redis Stream as an outbox source: state kept in Redis (for example counted ad plays) appends its event to the
 * stream in the same Lua script that changes it, so the event exists exactly when the state does. Entries are
 * grouped by aggregate (one publish keeps each aggregate's events in order) and deleted only after Kafka took them;
 * a Kafka outage leaves them in the stream. Several instances relaying one stream may send an entry twice, which
 * consumers deduplicate by event id. `toEnvelope` turns an entry's fields into the event (null drops a bad entry).
 */
export function redisStreamSource(
  redis: Redis,
  stream: string,
  toEnvelope: (fields: Record<string, string>) => AnyEnvelope | null,
): OutboxSource {
  const entryOf = new Map<string, string>();
  return {
    pending: async (limit) => {
      const rows = await redis.xrange(stream, '-', '+', 'COUNT', limit * 10);
      const groups = new Map<string, AnyEnvelope[]>();
      const bad: string[] = [];
      for (const [id, flat] of rows) {
        const fields: Record<string, string> = {};
        for (let i = 0; i + 1 < flat.length; i += 2) fields[flat[i] as string] = flat[i + 1] as string;
        const e = toEnvelope(fields);
        if (!e) {
          bad.push(id);
          continue;
        }
        entryOf.set(e.eventId, id);
        const list = groups.get(e.aggregateId) ?? [];
        list.push(e);
        groups.set(e.aggregateId, list);
      }
      if (bad.length) await redis.xdel(stream, ...bad);
      return [...groups].slice(0, limit).map(([aggregateId, outbox]) => ({ _id: aggregateId, outbox }));
    },
    markSent: async (_id, eventIds) => {
      const ids = eventIds.map((e) => entryOf.get(e)).filter((x): x is string => Boolean(x));
      eventIds.forEach((e) => entryOf.delete(e));
      if (ids.length) await redis.xdel(stream, ...ids);
    },
  };
}
