import type Redis from 'ioredis';
import { commandsPerItem, isCluster } from '@rbt/service-kit';
import { trafficKey } from './serving-store';
import { deliveredKey } from './serving-scripts';

/**
 * Counted plays per campaign cell, read from the serving counters (`dl:{campaign}:<cell>`, written by the track
 * script) on the general connection: a report may read thousands of cells, past the serving connection's 50 ms.
 */
export function deliveryCounts(redis: Redis, keyPrefix: string) {
  return {
    /** Plays counted in each `date|city|slot` cell of the campaigns asked (absent cells read 0). */
    of: async (cells: { campaignId: string; cell: string }[]): Promise<Map<string, number>> => {
      const out = new Map<string, number>();
      for (let i = 0; i < cells.length; i += 1000) {
        const chunk = cells.slice(i, i + 1000);
        const keys = chunk.map((c) => `${keyPrefix}${deliveredKey(c.campaignId, c.cell)}`);
        // MGET may not span hash slots on a Cluster: there, one GET per cell, sent together.
        const values = isCluster(redis)
          ? (await commandsPerItem(redis, keys, (p, key) => p.get(key))).map(([, v]) => v as string | null)
          : await redis.mget(keys);
        chunk.forEach((c, j) => out.set(`${c.campaignId}|${c.cell}`, Number(values[j] ?? 0)));
      }
      return out;
    },
    /**
     * Calls the decide path counted in a city-hour, by caller node (the planner's supply), read here too so the
     * feasibility of a quote never fails on the serving connection's short timeout.
     */
    traffic: async (date: string, city: string, slot: string): Promise<Map<string, number>> => {
      const h = await redis.hgetall(`${keyPrefix}${trafficKey(city, date, slot)}`);
      return new Map(Object.entries(h).map(([k, v]) => [k, Number(v)]));
    },
  };
}
export type DeliveryCounts = ReturnType<typeof deliveryCounts>;
