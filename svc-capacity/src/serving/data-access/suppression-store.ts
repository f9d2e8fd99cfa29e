import type Redis from 'ioredis';
import { commandsPerItem, isCluster, masters } from '@rbt/service-kit';

/**
 * The suppression state in Redis (docs/decisions/capacity.md "Suppression keys"): one hash per suppressed
 * subscriber, `sup:{<hash>}`, hash-tagged on the subscriber like its cap key `sc:{<hash>}:<day>`, so a Cluster split of
 * the decide script keeps the check in the subscriber's slot. Field `o` is the Karachi day the caller pressed 9,
 * field `d` the Do-Not-Call register that lists them. `sup-ready` holds the register in force ('-' for none) once
 * every suppression is loaded: without it the decide script serves nobody (fail closed).
 */
export const supKey = (subscriberHash: string) => `sup:{${subscriberHash}}`;
export const SUP_READY = 'sup-ready';
/** Opt-outs counted in Redis, waiting to be written to MongoDB (the outbox of press 9). */
export const OPT_OUT_STREAM = 'optouts';

/** Drops field `d` of every listed key whose register is not ARGV[1] (a replaced register's hashes). */
const DROP_STALE_LUA = `
local n = 0
for _, k in ipairs(KEYS) do
  local d = redis.call('HGET', k, 'd')
  if d and d ~= ARGV[1] then redis.call('HDEL', k, 'd') n = n + 1 end
end
return n
`;

const SWITCH_LUA = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
return 1
`;

export interface OptOutEntry {
  hash: string;
  date: string;
  adServingId: string;
}

/**
 * Bulk loads and the readiness marker, on the kit's general connection (no serving timeout: a register of a
 * million hashes takes seconds) with the serving key prefix written out.
 */
export function suppressionStore(redis: Redis, prefix: string) {
  const k = (key: string) => `${prefix}${key}`;
  return {
    /** The register the loaded state is complete for, '-' for none, null when Redis lost it (serve nobody). */
    ready: () => redis.get(k(SUP_READY)),
    markReady: (listId: string) => redis.set(k(SUP_READY), listId).then(() => undefined),
    /**
     * Puts a new register in force in Redis only if the state is still complete for the one before: when Redis lost
     * it meanwhile, the marker stays missing and the sync rebuilds everything (opt-outs included).
     */
    switchReady: (from: string, to: string) => redis.eval(SWITCH_LUA, 1, k(SUP_READY), from, to).then((r) => r === 1),
    loadDnc: async (listId: string, hashes: readonly string[]) => {
      await commandsPerItem(redis, hashes, (p, h) => p.hset(k(supKey(h)), 'd', listId));
    },
    loadOptOuts: async (entries: readonly { hash: string; date: string }[]) => {
      if (entries.length === 0) return;
      await commandsPerItem(redis, entries, (p, e) => p.hsetnx(k(supKey(e.hash)), 'o', e.date));
    },
    /** Scans every suppression key and takes the register mark off those not on `listId`; returns how many. */
    dropStaleDnc: async (listId: string) => {
      let dropped = 0;
      // A Cluster spreads the keys over its masters, each scanned in turn; a script there takes one key's slot.
      for (const node of masters(redis)) {
        let cursor = '0';
        do {
          const [next, keys] = await node.scan(cursor, 'MATCH', `${k('sup:{')}*`, 'COUNT', 2000);
          cursor = next;
          if (keys.length === 0) continue;
          if (!isCluster(redis)) dropped += Number(await redis.eval(DROP_STALE_LUA, keys.length, ...keys, listId));
          else for (const key of keys) dropped += Number(await redis.eval(DROP_STALE_LUA, 1, key, listId));
        } while (cursor !== '0');
      }
      return dropped;
    },
    /** Up to `count` opt-outs from the outbox stream, and a function that deletes them once written. */
    pendingOptOuts: async (count = 1000) => {
      const rows = await redis.xrange(k(OPT_OUT_STREAM), '-', '+', 'COUNT', count);
      const entries: OptOutEntry[] = rows.map(([, f]) => {
        const m: Record<string, string> = {};
        for (let i = 0; i + 1 < f.length; i += 2) m[f[i] as string] = f[i + 1] as string;
        return { hash: m.h ?? '', date: m.date ?? '', adServingId: m.id ?? '' };
      });
      const ids = rows.map(([id]) => id);
      return { entries, done: async () => void (ids.length > 0 && (await redis.xdel(k(OPT_OUT_STREAM), ...ids))) };
    },
  };
}
export type SuppressionStore = ReturnType<typeof suppressionStore>;
