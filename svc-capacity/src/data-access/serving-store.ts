import crypto from 'node:crypto';
import Redis from 'ioredis';
import { AdPlayed, AdProgressed, type AnyEnvelope, type TrackingEvent } from '@rbt/contracts';
import { redisStreamSource } from '@rbt/service-kit';
import type { DecisionRecord, EarlierDecision, PacedCandidate, ReserveTimes } from '../domain/decide-use-case';
import { DECIDE_LUA, TRACK_LUA } from './serving-scripts';
import { SANDBOX_COUNTS, sandboxAndOptOut } from './sandbox-and-opt-out';
import { SUP_READY, supKey } from './suppression-store';
import { responseClaim } from './response-claim';

export type { DecisionRecord } from '../domain/decide-use-case';

export type TrackOutcome = 'counted' | 'repeat' | 'unknown' | 'released' | 'no_impression';

interface ServingCommands {
  rbtDecide(numKeys: number, ...args: (string | number)[]): Promise<number | string>;
  rbtTrack(numKeys: number, ...args: (string | number)[]): Promise<TrackOutcome>;
}

export const PLAYS_STREAM = 'plays';
/** Calls per city-hour cell by caller attributes (hash tag: the city; kept 3 days for the previous-day prior). */
export const trafficKey = (city: string, date: string, slot: string) => `tr:{${city}}:${date}:${slot}`;

/**
 * The serving state in Redis, on a connection of its own: bounded command time and no offline queue, so a Redis
 * outage answers in SERVING_REDIS_TIMEOUT_MS instead of stalling decisions. Keys carry hash tags ({subscriber},
 * {campaign}, {adServingId}) for Redis Cluster (docs/delivery.md says what one Cluster call may span).
 */
export function servingStore(url: string, keyPrefix: string, timeoutMs: number) {
  const redis = new Redis(url, {
    keyPrefix,
    commandTimeout: timeoutMs,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    lazyConnect: false,
  }) as Redis & ServingCommands;
  redis.on('error', () => undefined);
  redis.defineCommand('rbtDecide', { lua: DECIDE_LUA });
  redis.defineCommand('rbtTrack', { lua: TRACK_LUA });

  return {
    redis,
    /**
     * Checks the cap and the pace of every candidate, draws by the plan and reserves the chosen one, counting the
     * call as supply of its city-hour, in one call; -1 for none. With a callId, a retry of the same platform's call
     * within the decision's validity gets the first decision back instead (and reserves nothing).
     */
    decide: async (
      adServingId: string,
      cands: readonly PacedCandidate[],
      record: DecisionRecord,
      at: ReserveTimes,
      u: number,
      node: string,
    ): Promise<number | EarlierDecision> => {
      const keys: string[] = [
        `dec:{${adServingId}}`,
        `sc:{${record.subscriberHash}}:${record.date}`,
        trafficKey(record.city, record.date, record.timeSlot),
      ];
      const args: (string | number)[] = [
        at.nowMs,
        at.expiresAtMs,
        at.expiresAtMs - at.nowMs,
        adServingId,
        at.dayEndsAtMs,
        JSON.stringify(record),
      ];
      let packed = '';
      let picks = '';
      for (const c of cands) {
        picks += `${c.creative ?? '-'} `;
        const s = c.campaign.spec;
        // α to 4 decimals: finer than one play in 10,000 calls, and a short argument.
        packed += `${c.campaign.id} ${c.booked} ${s.freqCapPerDay} ${s.pricePerPlayPkr} ${Math.round(c.alpha * 1e4) / 1e4} ${c.allowance} ${c.due} `;
        keys.push(`dl:{${c.campaign.id}}:${c.cell}`, `rs:{${c.campaign.id}}:${c.cell}`);
      }
      args.push(packed, u, node, record.callId ? '1' : '0', picks);
      if (record.callId) keys.push(`call:{${record.platformId}}:${record.callId}`);
      keys.push(supKey(record.subscriberHash), SUP_READY);
      const r = await redis.rbtDecide(keys.length, ...keys, ...args);
      if (typeof r === 'number') return r - 1;
      const [firstId = '', campaignId = '', exp = '0', creative = '-'] = r.split('|');
      return { adServingId: firstId, campaignId: campaignId || null, expiresAtMs: Number(exp), creative };
    },
    /** The creative a decision stored (`v`; '-' for a campaign's single creative). */
    storedCreative: (adServingId: string) => redis.hget(`dec:{${adServingId}}`, 'v'),
    /** Calls seen in a city-hour cell by caller attributes (`gender|device|tier`), for the planner. */
    traffic: async (date: string, city: string, slot: string) => {
      const h = await redis.hgetall(trafficKey(city, date, slot));
      return new Map(Object.entries(h).map(([k, v]) => [k, Number(v)]));
    },
    /** Counted plays plus live reservations of a campaign cell (what the cap checks against the booking). */
    used: async (campaignId: string, cell: string, nowMs: number) => {
      const r = await redis
        .multi()
        .get(`dl:{${campaignId}}:${cell}`)
        .zcount(`rs:{${campaignId}}:${cell}`, `(${nowMs}`, '+inf')
        .exec();
      return Number(r?.[0]?.[1] ?? 0) + Number(r?.[1]?.[1] ?? 0);
    },
    /** Counts one (adServingId, event) once and appends its event to the plays stream in the same call. */
    track: (adServingId: string, event: TrackingEvent, at: Date, errorCode?: number): Promise<TrackOutcome> =>
      redis.rbtTrack(
        4,
        `dec:{${adServingId}}`,
        `seen:{${adServingId}}`,
        PLAYS_STREAM,
        SANDBOX_COUNTS,
        event,
        at.toISOString(),
        errorCode ?? '',
        adServingId,
      ),
    ...sandboxAndOptOut(redis),
    ...responseClaim(redis),
    /** Plays counted in one campaign cell (tests, reports). */
    delivered: async (campaignId: string, cell: string) => Number((await redis.get(`dl:{${campaignId}}:${cell}`)) ?? 0),
    close: () => redis.quit().catch(() => redis.disconnect()),
  };
}
export type ServingStore = ReturnType<typeof servingStore>;

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
