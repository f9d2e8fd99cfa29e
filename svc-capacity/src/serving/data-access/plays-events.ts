import crypto from 'node:crypto';
import type Redis from 'ioredis';
import { AdPlayed, AdProgressed, type AnyEnvelope } from '@rbt/contracts';
import { redisStreamSource } from '@rbt/service-kit';
import type { DecisionRecord } from '../domain/decide-use-case';
import { PLAYS_STREAM } from './serving-scripts';

/** A stable event id per (adServingId, event): a relayed entry sent twice is deduplicated by consumers. */
function eventIdOf(adServingId: string, event: string): string {
  const h = crypto.createHash('sha256').update(`${adServingId}/${event}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Turns a plays-stream entry into its delivery.v1 event (ad.played or ad.progressed); null if it does not parse. */
export function playEventOf(f: Record<string, string>): AnyEnvelope | null {
  try {
    const common = {
      ...(JSON.parse(f.d ?? '') as DecisionRecord),
      adServingId: f.id,
      campaignId: f.c,
      // The creative played when the campaign has several (docs/creatives.md); '-' for its single one.
      ...(f.v && f.v !== '-' ? { creativeId: f.v } : {}),
    };
    const base = { eventId: eventIdOf(f.id ?? '', f.ev ?? ''), aggregateId: f.c, occurredOn: f.at };
    if (f.ev === 'impression') {
      const r = AdPlayed.safeParse({
        ...base,
        eventName: 'ad.played',
        data: { ...common, pricePerPlayPkr: Number(f.p), playedAt: f.at },
      });
      return r.success ? r.data : null;
    }
    const { subscriberHash: _s, ...rest } = common;
    const r = AdProgressed.safeParse({
      ...base,
      eventName: 'ad.progressed',
      data: { ...rest, event: f.ev, at: f.at, ...(f.code ? { errorCode: Number(f.code) } : {}) },
    });
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/**
 * The plays stream read by the relay on the service's general Redis connection (no 50 ms serving timeout and an
 * offline queue): reading 1,000 entries can outlast the serving budget under load, and a relay that times out on
 * every round leaves counted plays waiting in the stream (the soak saw 70 plays unpublished for 5 min).
 */
export const playsOutbox = (redis: Redis, keyPrefix: string) =>
  redisStreamSource(redis, `${keyPrefix}${PLAYS_STREAM}`, playEventOf);
