import type Redis from 'ioredis';
import { commandsPerItem } from '@rbt/service-kit';
import type { Tally } from '../domain/platform-traffic';

const MINUTE_MS = 60_000;
const FIELDS = ['decisions', 'filled', 'errors'] as const;

/**
 * Per-platform decision counts per minute, shared by every instance: one hash a minute (`pt:<minute>`, fields
 * `<platformId>|decisions` …), kept two hours. Reading the last hour is one pipeline of 60 HGETALLs (one per minute on a Cluster, where each minute has its slot).
 */
export function platformTrafficStore(redis: Redis, keyPrefix: string) {
  const key = (minute: number) => `${keyPrefix}pt:${minute}`;
  return {
    add: async (nowMs: number, tallies: Map<string, Tally>): Promise<void> => {
      if (tallies.size === 0) return;
      const k = key(Math.floor(nowMs / MINUTE_MS));
      const p = redis.pipeline();
      for (const [platformId, t] of tallies)
        for (const f of FIELDS) if (t[f] > 0) p.hincrby(k, `${platformId}|${f}`, t[f]);
      p.expire(k, 7200);
      const results = (await p.exec()) ?? [];
      const failed = results.find(([err]) => err);
      if (failed) throw failed[0];
    },
    /** Sums per platform over the last `minutes` minutes, the current one included. */
    lastMinutes: async (nowMs: number, minutes: number): Promise<Map<string, Tally>> => {
      const now = Math.floor(nowMs / MINUTE_MS);
      const wanted = Array.from({ length: minutes }, (_, i) => now - minutes + 1 + i);
      const sums = new Map<string, Tally>();
      for (const [err, hash] of await commandsPerItem(redis, wanted, (p, m) => p.hgetall(key(m)))) {
        if (err) throw err;
        for (const [field, v] of Object.entries(hash as Record<string, string>)) {
          const cut = field.lastIndexOf('|');
          const platformId = field.slice(0, cut);
          const f = field.slice(cut + 1) as (typeof FIELDS)[number];
          if (!FIELDS.includes(f)) continue;
          const t = sums.get(platformId) ?? { decisions: 0, filled: 0, errors: 0 };
          t[f] += Number(v);
          sums.set(platformId, t);
        }
      }
      return sums;
    },
  };
}
export type PlatformTrafficStore = ReturnType<typeof platformTrafficStore>;
