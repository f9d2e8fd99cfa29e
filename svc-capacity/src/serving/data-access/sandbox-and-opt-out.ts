import type Redis from 'ioredis';
import { isCluster } from '@rbt/service-kit';
import type { DecisionRecord } from '../domain/decide-use-case';
import { OPT_OUT_STREAM, SUP_READY, supKey } from './suppression-store';

/** Sandbox keys' tracking events, `platformId|date|event` → count: recorded apart from plays. */
export const SANDBOX_COUNTS = 'sandbox-counts';
/** Opt-outs per Karachi day (the audit of suppressions). */
const SUPPRESSION_AUDIT = 'suppressed-per-day';

/**
 * Press 9 (KEYS: the subscriber's suppression key, the audit hash, the opt-out outbox stream; ARGV: Karachi date,
 * subscriber hash, adServingId): the subscriber never gets an ad again. 'repeat' when they already opted out, else
 * 'counted': the day's audit count goes up and the opt-out is queued for MongoDB in the same call.
 */
const OPT_OUT_LUA = `
if redis.call('HSETNX', KEYS[1], 'o', ARGV[1]) == 0 then return 'repeat' end
redis.call('HINCRBY', KEYS[2], ARGV[1], 1)
redis.call('XADD', KEYS[3], '*', 'h', ARGV[2], 'date', ARGV[1], 'id', ARGV[3])
return 'counted'
`;

interface OptOutCommand {
  rbtOptOut(numKeys: number, ...args: (string | number)[]): Promise<'counted' | 'repeat'>;
}

/**
 * The serving store's sandbox and press-9 parts, on its connection (servingStore spreads them in): decisions of
 * sandbox keys kept apart, and press 9 (the suppression key the decide script checks).
 */
export function sandboxAndOptOut(conn: Redis) {
  conn.defineCommand('rbtOptOut', { lua: OPT_OUT_LUA });
  const redis = conn as Redis & OptOutCommand;
  return {
    /**
     * A sandbox key's decision: the campaign the index chose, kept for the decision's validity with no cap or cell
     * reservation; its tracking is counted apart (TRACK_LUA).
     */
    holdSandbox: async (adServingId: string, campaignId: string, record: DecisionRecord, ttlMs: number) => {
      // A suppressed subscriber gets no ad from a sandbox key either, nor anyone while the state is unknown.
      // Two reads, not one MULTI: the marker and the subscriber's key are on different slots of a Cluster.
      const [ready, suppressed] = await Promise.all([
        redis.exists(SUP_READY),
        redis.exists(supKey(record.subscriberHash)),
      ]);
      if (ready !== 1 || suppressed !== 0) return false;
      const key = `dec:{${adServingId}}`;
      const sx = `${record.platformId}|${record.date}`;
      await redis.multi().hset(key, 'c', campaignId, 'd', JSON.stringify(record), 'sx', sx).pexpire(key, ttlMs).exec();
      return true;
    },
    /**
     * Press 9 on a decision: its subscriber is suppressed for good (MongoDB keeps it, through the outbox stream);
     * the day's audit counts each newly suppressed one. 'unknown' when the decision does not exist (expired).
     */
    optOut: async (adServingId: string, date: string): Promise<'counted' | 'repeat' | 'unknown'> => {
      const d = await redis.hget(`dec:{${adServingId}}`, 'd');
      if (!d) return 'unknown';
      const sub = (JSON.parse(d) as DecisionRecord).subscriberHash;
      if (!isCluster(redis)) {
        return redis.rbtOptOut(3, supKey(sub), SUPPRESSION_AUDIT, OPT_OUT_STREAM, date, sub, adServingId);
      }
      // On a Cluster the three keys are on three slots: queued for MongoDB first (written there as an upsert, so a
      // repeat queued too changes nothing), then the subscriber's key says whether this press is the first.
      await redis.xadd(OPT_OUT_STREAM, '*', 'h', sub, 'date', date, 'id', adServingId);
      if ((await redis.hsetnx(supKey(sub), 'o', date)) === 0) return 'repeat';
      await redis.hincrby(SUPPRESSION_AUDIT, date, 1);
      return 'counted';
    },
    /** Opt-outs recorded on a Karachi day. */
    optOutsOn: async (date: string) => Number((await redis.hget(SUPPRESSION_AUDIT, date)) ?? 0),
    /** Sandbox events of a platform on a Karachi day, by event (kept apart from plays). */
    sandboxCounts: async (platformId: string, date: string) => {
      const all = await redis.hgetall(SANDBOX_COUNTS);
      const mine = `${platformId}|${date}|`;
      return Object.fromEntries(
        Object.entries(all)
          .filter(([k]) => k.startsWith(mine))
          .map(([k, v]) => [k.slice(mine.length), Number(v)]),
      );
    },
  };
}
