import type Redis from 'ioredis';
import { redisStreamSource, type OutboxSource } from '@rbt/service-kit';
import { campaignPlaysStream, PLAYS_STREAMS } from './serving-scripts';

/**
 * The plays outbox on a Redis Cluster: one stream per campaign (on its slot, so the count and its event are one
 * call), listed in PLAYS_STREAMS by each decision. A round reads the campaigns' streams in turn up to the page;
 * an event's document id is its campaign, which names the stream to delete it from.
 */
export function clusterPlaysOutbox(
  redis: Redis,
  keyPrefix: string,
  toEnvelope: Parameters<typeof redisStreamSource>[2],
): OutboxSource {
  const streams = new Map<string, OutboxSource>();
  const streamOf = (campaignId: string) => {
    let s = streams.get(campaignId);
    if (!s) {
      s = redisStreamSource(redis, `${keyPrefix}${campaignPlaysStream(campaignId)}`, toEnvelope);
      streams.set(campaignId, s);
    }
    return s;
  };
  return {
    pending: async (limit) => {
      const out: Awaited<ReturnType<OutboxSource['pending']>> = [];
      for (const campaignId of await redis.smembers(`${keyPrefix}${PLAYS_STREAMS}`)) {
        if (out.length >= limit) break;
        out.push(...(await streamOf(campaignId).pending(limit - out.length)));
      }
      return out;
    },
    markSent: async (id, eventIds) => streamOf(String(id)).markSent(id, eventIds),
  };
}
