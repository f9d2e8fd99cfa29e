import type Redis from 'ioredis';
import type { PlaceOfPlay } from './cell-parts';
import { campaignKey, cellKey, creativeKey, dayKey } from './reach-keys';
import { unionCounts } from './reach-union';

/** Day and cell sketches outlive any date range the dashboard asks for (a year and a bit). */
const TTL_SEC = 400 * 86_400;
type Replies = [Error | null, unknown][];
/** PFCOUNT after − before, never below 0 (an estimate's noise). */
const grown = (r: Replies, before: number, after: number) => Math.max(0, Number(r[after]![1]) - Number(r[before]![1]));

/**
 * One campaign's share of a batch as one transaction on its own sketches (one hash slot): each cell's hashes added
 * to its sketch and its creative's, the campaign's to its day and all-time sketches, each cell and the campaign
 * counted before and after. Answers the replies' positions of each cell's and the campaign's counts.
 */
function campaignTransaction(redis: Redis, campaignId: string, cells: { at: PlaceOfPlay; hashes: string[] }[]) {
  const m = redis.multi();
  let n = 0;
  const cellAt: [number, number][] = [];
  const days = new Map<string, Set<string>>();
  const all = new Set<string>();
  for (const { at, hashes } of cells) {
    const key = cellKey(at);
    m.pfcount(key)
      .pfadd(key, ...hashes)
      .pfcount(key)
      .expire(key, TTL_SEC);
    cellAt.push([n, n + 2]);
    m.pfadd(creativeKey(at), ...hashes).expire(creativeKey(at), TTL_SEC);
    n += 6;
    const day = days.get(dayKey(at)) ?? new Set<string>();
    for (const h of hashes) {
      day.add(h);
      all.add(h);
    }
    days.set(dayKey(at), day);
  }
  // The batch's own subscribers are added to the day and campaign sketches rather than the cells merged into
  // them: PFMERGE reads every register of a dense sketch (some 0.4 ms), PFADD only the hashes given.
  for (const [key, hashes] of days) {
    m.pfadd(key, ...hashes).expire(key, TTL_SEC);
    n += 2;
  }
  const key = campaignKey(campaignId);
  m.pfcount(key)
    .pfadd(key, ...all)
    .pfcount(key);
  return { exec: () => m.exec(), cellAt, campaignAt: [n, n + 2] as [number, number] };
}

/**
 * Unique reach from real subscriber hashes, as Redis HyperLogLogs (at most 12 KB each, sparse while small; standard
 * error 0.81 %): per campaign, per campaign × Karachi day, per analytics cell (campaign × day × hour × city) and per
 * creative (docs/decisions/campaigns.md). Re-adding a hash changes nothing, so a redelivered play never counts
 * twice. A campaign's sketches share its hash tag (reach-keys.ts): the same calls serve one Redis and a Cluster.
 */
export function reachCounter(redis: Redis) {
  return {
    /**
     * A batch's subscribers, one transaction per campaign (its sketches share a slot), the campaigns' sent together.
     * Answers how many subscribers each cell and each campaign gained (PFCOUNT after − before, read in the same
     * transaction), which the cells and the campaign's live figures add. A redelivered batch adds nothing to a
     * sketch, so it gains nothing.
     */
    async addBatch(cells: { at: PlaceOfPlay; hashes: string[] }[]) {
      const byCampaign = new Map<string, number[]>();
      cells.forEach(({ at }, i) => byCampaign.set(at.campaignId, [...(byCampaign.get(at.campaignId) ?? []), i]));
      const runs = [...byCampaign].map(([id, at]) => ({
        id,
        at,
        tx: campaignTransaction(
          redis,
          id,
          at.map((i) => cells[i]!),
        ),
      }));
      const replies = await Promise.all(runs.map((r) => r.tx.exec()));
      const newToCell: number[] = new Array<number>(cells.length).fill(0);
      const newToCampaign = new Map<string, number>();
      runs.forEach(({ id, at, tx }, k) => {
        const r = replies[k];
        const failed = r?.find(([err]) => err)?.[0];
        if (!r || failed) throw failed ?? new Error('reach: the Redis transaction was discarded');
        at.forEach((cell, j) => (newToCell[cell] = grown(r, ...tx.cellAt[j]!)));
        newToCampaign.set(id, grown(r, ...tx.campaignAt));
      });
      return { newToCell, newToCampaign };
    },
    /** Estimated distinct subscribers of a campaign: all time, or over the given days (the sketches' union). */
    count: (campaignId: string, days?: string[]) =>
      days
        ? redis.pfcount(...days.map((date) => dayKey({ campaignId, date })))
        : redis.pfcount(campaignKey(campaignId)),
    /** Estimated distinct subscribers of one creative, all time (the campaign's own: creativeId = campaign id). */
    creativeCount: (campaignId: string, creativeId: string) =>
      redis.pfcount(creativeKey({ campaignId, creativeId: creativeId === campaignId ? undefined : creativeId })),
    /**
     * Estimated distinct subscribers over several campaigns' all-time sketches (PFCOUNT of their union). A campaign's
     * all-time sketch holds exactly the registers of the union of its day sketches (the same hashes go to both in one
     * transaction), so for one campaign this is the figure `count(id, itsDays)` gives the details page.
     */
    campaigns: async (ids: string[]) => (await unionCounts(redis, [ids.map(campaignKey)]))[0]!,
    /**
     * Estimated distinct subscribers of each group of campaign × day sketches (PFCOUNT of the group's union), in
     * group order: on a Cluster the sketches the groups share are read once for all of them (reach-union.ts).
     */
    unions: (groups: { campaignId: string; date: string }[][]) =>
      unionCounts(
        redis,
        groups.map((g) => g.map(dayKey)),
      ),
  };
}
export type ReachCounter = ReturnType<typeof reachCounter>;
