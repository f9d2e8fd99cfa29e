import type Redis from 'ioredis';

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
        const values = await redis.mget(chunk.map((c) => `${keyPrefix}dl:{${c.campaignId}}:${c.cell}`));
        chunk.forEach((c, j) => out.set(`${c.campaignId}|${c.cell}`, Number(values[j] ?? 0)));
      }
      return out;
    },
  };
}
export type DeliveryCounts = ReturnType<typeof deliveryCounts>;
