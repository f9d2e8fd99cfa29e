import type Redis from 'ioredis';
import type { Cluster } from 'ioredis';
import type { TrackingEvent } from '@rbt/contracts';
import { createRedis } from '@rbt/service-kit';
import type { DecisionRecord, EarlierDecision, PacedCandidate, ReserveTimes } from '../domain/decide-use-case';
import {
  CELL_STEP_LUA,
  DECISION_STEP_LUA,
  SUBSCRIBER_STEP_LUA,
  TRACK_CAMPAIGN_LUA,
  TRACK_MARK_LUA,
  TRACK_READ_LUA,
  TRACK_SUBSCRIBER_LUA,
} from './serving-cluster-scripts';
import {
  callKey,
  capKey,
  decKey,
  DECIDE_LUA,
  deliveredKey,
  earlierDecision,
  packCandidates,
  reservedKey,
  PLAYS_STREAM,
  seenKey,
  TRACK_LUA,
  type TrackOutcome,
} from './serving-scripts';
import { clusterDecide } from './cluster-decide';
import { clusterTrack } from './cluster-track';
import { replicatedStep } from './replicated-step';
import { SANDBOX_COUNTS, sandboxAndOptOut } from './sandbox-and-opt-out';
import { SUP_READY, supKey } from './suppression-store';
import { responseClaim } from './response-claim';

export type { DecisionRecord } from '../domain/decide-use-case';
export type { TrackOutcome } from './serving-scripts';

interface ServingCommands {
  rbtDecide(numKeys: number, ...args: (string | number)[]): Promise<number | string>;
  rbtTrack(numKeys: number, ...args: (string | number)[]): Promise<TrackOutcome>;
}

/** Calls per city-hour cell by caller attributes (hash tag: the city; kept 3 days for the previous-day prior). */
export const trafficKey = (city: string, date: string, slot: string) => `tr:{${city}}:${date}:${slot}`;

/** A Redis Cluster to serve on instead of one Redis, and how many replicas each writing step waits for. */
export interface ServingCluster {
  nodes: string;
  waitReplicas: number;
}

/**
 * The serving state in Redis, on a connection of its own: bounded command time and no offline queue, so a Redis
 * outage answers in SERVING_REDIS_TIMEOUT_MS instead of stalling decisions. Keys carry hash tags (serving-scripts.ts):
 * on one Redis a decision and an event are one script each; on a Cluster (`cluster`) they are one atomic step per
 * hash slot (cluster-decide.ts, cluster-track.ts; docs/scaling.md).
 */
export function servingStore(url: string, keyPrefix: string, timeoutMs: number, cluster?: ServingCluster) {
  const options = { keyPrefix, commandTimeout: timeoutMs, enableOfflineQueue: false, maxRetriesPerRequest: 0 };
  // The kit's one way in (REDIS_URL's credentials on a Cluster too); what is sent on it keeps each call on one slot.
  const conn = createRedis(url, cluster?.nodes, options);
  const redis = conn as Redis & ServingCommands;
  redis.on('error', () => undefined);
  redis.defineCommand('rbtDecide', { lua: DECIDE_LUA });
  redis.defineCommand('rbtTrack', { lua: TRACK_LUA });
  const split = cluster ? clusterSteps(conn as unknown as Cluster, cluster.waitReplicas, timeoutMs) : null;

  return {
    redis,
    /** Resolves once the client can take commands (a Cluster client first learns the slots). */
    ready: () =>
      new Promise<void>((resolve, reject) => {
        if (conn.status === 'ready') return resolve();
        const late = setTimeout(() => reject(new Error('serving Redis not ready within 15 s')), 15_000);
        conn.once('ready', () => {
          clearTimeout(late);
          resolve();
        });
      }),
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
      const tr = trafficKey(record.city, record.date, record.timeSlot);
      if (split) return split.decide(adServingId, cands, record, at, u, node, tr);
      const keys: string[] = [decKey(adServingId), capKey(record.subscriberHash, record.date), tr];
      const args: (string | number)[] = [
        at.nowMs,
        at.expiresAtMs,
        at.expiresAtMs - at.nowMs,
        adServingId,
        at.dayEndsAtMs,
        JSON.stringify(record),
      ];
      const { packed, picks } = packCandidates(cands);
      for (const c of cands) keys.push(deliveredKey(c.campaign.id, c.cell), reservedKey(c.campaign.id, c.cell));
      args.push(packed, u, node, record.callId ? '1' : '0', picks);
      if (record.callId) keys.push(callKey(record.platformId, record.callId));
      keys.push(supKey(record.subscriberHash), SUP_READY);
      const r = await redis.rbtDecide(keys.length, ...keys, ...args);
      return typeof r === 'number' ? r - 1 : earlierDecision(r);
    },
    /** The creative a decision stored (`v`; '-' for a campaign's single creative). */
    storedCreative: (adServingId: string) => redis.hget(decKey(adServingId), 'v'),
    /** Calls seen in a city-hour cell by caller attributes (`gender|device|tier`), for the planner. */
    traffic: async (date: string, city: string, slot: string) => {
      const h = await redis.hgetall(trafficKey(city, date, slot));
      return new Map(Object.entries(h).map(([k, v]) => [k, Number(v)]));
    },
    /** Counted plays plus live reservations of a campaign cell (what the cap checks against the booking). */
    used: async (campaignId: string, cell: string, nowMs: number) => {
      const r = await redis
        .multi()
        .get(deliveredKey(campaignId, cell))
        .zcount(reservedKey(campaignId, cell), `(${nowMs}`, '+inf')
        .exec();
      return Number(r?.[0]?.[1] ?? 0) + Number(r?.[1]?.[1] ?? 0);
    },
    /** Counts one (adServingId, event) once and appends its event to the plays stream in the same call. */
    track: (adServingId: string, event: TrackingEvent, at: Date, errorCode?: number): Promise<TrackOutcome> =>
      split
        ? split.track(adServingId, event, at, errorCode)
        : redis.rbtTrack(
            4,
            decKey(adServingId),
            seenKey(adServingId),
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
    delivered: async (campaignId: string, cell: string) =>
      Number((await redis.get(deliveredKey(campaignId, cell))) ?? 0),
    close: () => redis.quit().catch(() => redis.disconnect()),
  };
}

/** The Cluster's split decide and track, with their step scripts defined on the connection. */
function clusterSteps(conn: Cluster, waitReplicas: number, timeoutMs: number) {
  conn.defineCommand('rbtSubscriberStep', { lua: SUBSCRIBER_STEP_LUA });
  conn.defineCommand('rbtCellStep', { lua: CELL_STEP_LUA });
  conn.defineCommand('rbtDecisionStep', { lua: DECISION_STEP_LUA });
  conn.defineCommand('rbtTrackRead', { lua: TRACK_READ_LUA });
  conn.defineCommand('rbtTrackSubscriber', { lua: TRACK_SUBSCRIBER_LUA });
  conn.defineCommand('rbtTrackCampaign', { lua: TRACK_CAMPAIGN_LUA });
  conn.defineCommand('rbtTrackMark', { lua: TRACK_MARK_LUA });
  // WAIT gets half the command budget, so its answer (too few replicas) comes back before the command times out.
  const step = replicatedStep(conn, waitReplicas, Math.max(1, Math.floor(timeoutMs / 2)));
  return { decide: clusterDecide(conn, step), track: clusterTrack(conn, step) };
}
export type ServingStore = ReturnType<typeof servingStore>;
