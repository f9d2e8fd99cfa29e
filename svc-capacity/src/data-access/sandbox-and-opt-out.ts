import type Redis from 'ioredis';
import type { DecisionRecord } from '../domain/decide-use-case';
import { OPT_OUT_LUA } from './serving-scripts';

/** Sandbox keys' tracking events, `platformId|date|event` → count: recorded apart from plays. */
export const SANDBOX_COUNTS = 'sandbox-counts';
/** Subscribers (hashes) who pressed 9: never served again (docs/operators.md "Press 9"). */
export const SUPPRESSED = 'suppressed';
/** Opt-outs per Karachi day (the audit of suppressions). */
const SUPPRESSION_AUDIT = 'suppressed-per-day';

interface OptOutCommand {
  rbtOptOut(numKeys: number, ...args: (string | number)[]): Promise<'counted' | 'repeat' | 'unknown'>;
}

/**
 * The serving store's sandbox and press-9 parts, on its connection (servingStore spreads them in): decisions of
 * sandbox keys kept apart, and the suppression set the decide script checks.
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
      // An opted-out subscriber gets no ad from a sandbox key either.
      if (await redis.sismember(SUPPRESSED, record.subscriberHash)) return false;
      const key = `dec:{${adServingId}}`;
      const sx = `${record.platformId}|${record.date}`;
      await redis.multi().hset(key, 'c', campaignId, 'd', JSON.stringify(record), 'sx', sx).pexpire(key, ttlMs).exec();
      return true;
    },
    /** Press 9 on a decision: its subscriber is suppressed for good; the day's audit counts each newly suppressed one. */
    optOut: (adServingId: string, date: string) =>
      redis.rbtOptOut(3, `dec:{${adServingId}}`, SUPPRESSED, SUPPRESSION_AUDIT, date),
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
