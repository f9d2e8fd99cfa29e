import type Redis from 'ioredis';
import { campaignBatch, type BatchCell } from './reach-batch-script';
import { campaignKey, creativeKey, dayKey } from './reach-keys';
import { unionCounts } from './reach-union';

/**
 * Unique reach from real subscriber hashes, as Redis HyperLogLogs (at most 12 KB each, sparse while small; standard
 * error 0.81 %): per campaign, per campaign × Karachi day, per analytics cell (campaign × day × hour × city) and per
 * creative (docs/decisions/campaigns.md). Re-adding a hash changes nothing, so a redelivered play never counts
 * twice. A campaign's sketches share its hash tag (reach-keys.ts): the same calls serve one Redis and a Cluster.
 */
export function reachCounter(redis: Redis) {
  const addCampaignBatch = campaignBatch(redis);
  return {
    /**
     * A batch's subscribers, one script per campaign (its sketches share a slot), the campaigns' sent together.
     * Answers how many subscribers each cell and each campaign gained, which the cells and the campaign's live figures
     * add, and the keys those gains are kept under until the cells have them (`forget`). A batch met again before
     * that gains what it gained the first time; after it, nothing (its subscribers are in the sketches).
     */
    async addBatch(cells: BatchCell[]) {
      const byCampaign = new Map<string, number[]>();
      cells.forEach(({ at }, i) => byCampaign.set(at.campaignId, [...(byCampaign.get(at.campaignId) ?? []), i]));
      const runs = [...byCampaign];
      const gains = await Promise.all(
        runs.map(([id, at]) =>
          addCampaignBatch(
            id,
            at.map((i) => cells[i]!),
          ),
        ),
      );
      const newToCell: number[] = new Array<number>(cells.length).fill(0);
      const newToCampaign = new Map<string, number>();
      runs.forEach(([id, at], k) => {
        at.forEach((cell, j) => (newToCell[cell] = gains[k]!.cells[j]!));
        newToCampaign.set(id, gains[k]!.campaign);
      });
      return { newToCell, newToCampaign, kept: gains.map((g) => g.kept) };
    },
    /**
     * Drops gains kept for batches whose cells are written. Best effort: a key left expires in a day, and a batch
     * met again after its cells were written finds every play there and counts no gain (plays-store.ts).
     */
    async forget(kept: string[]): Promise<void> {
      await Promise.all(kept.map((k) => redis.unlink(k).catch(() => 0)));
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
