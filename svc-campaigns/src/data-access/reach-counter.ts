import type Redis from 'ioredis';
import type { PlaceOfPlay } from './cell-parts';

/** Day and cell sketches outlive any date range the dashboard asks for (a year and a bit). */
const TTL_SEC = 400 * 86_400;
const campaignKey = (campaignId: string) => `reach:campaign:${campaignId}`;
/** Per creative (the campaign's own under the campaign id): the results per ad (docs/creatives.md). */
const creativeKey = (at: Pick<PlaceOfPlay, 'campaignId' | 'creativeId'>) =>
  `reach:creative:${at.campaignId}:${at.creativeId ?? at.campaignId}`;

const dayKey = (at: Pick<PlaceOfPlay, 'campaignId' | 'date'>) => `${campaignKey(at.campaignId)}:${at.date}`;
const cellSketch = (at: PlaceOfPlay) => `${dayKey(at)}:${at.timeSlot}:${at.city}`;
/** PFCOUNT after − before, never below 0 (an estimate's noise). */
const grown = (r: [Error | null, unknown][], before: number, after: number) =>
  Math.max(0, Number(r[after]![1]) - Number(r[before]![1]));

/**
 * Unique reach from real subscriber hashes, as Redis HyperLogLogs (at most 12 KB each, sparse while small; standard
 * error 0.81 %): per campaign, per campaign × Karachi day, and per analytics cell (campaign × day × hour × city)
 * (docs/decisions/campaigns.md). Re-adding a hash changes nothing, so a redelivered play never counts twice.
 */
export function reachCounter(redis: Redis) {
  return {
    /**
     * A batch's subscribers in one transaction: each cell's hashes added to its sketch, and the batch's hashes to
     * their campaign × day and campaign sketches. Answers how many subscribers each cell and
     * each campaign gained (PFCOUNT after − before, read in the same transaction), which the cells and the
     * campaign's live figures add. A redelivered batch adds nothing to a sketch, so it gains nothing.
     */
    async addBatch(cells: { at: PlaceOfPlay; hashes: string[] }[]) {
      const m = redis.multi();
      let n = 0;
      const cellAt: [number, number][] = [];
      const days = new Map<string, { campaignId: string; hashes: Set<string> }>();
      for (const { at, hashes } of cells) {
        const key = cellSketch(at);
        m.pfcount(key)
          .pfadd(key, ...hashes)
          .pfcount(key)
          .expire(key, TTL_SEC);
        cellAt.push([n, n + 2]);
        n += 4;
        m.pfadd(creativeKey(at), ...hashes).expire(creativeKey(at), TTL_SEC);
        n += 2;
        const day = days.get(dayKey(at)) ?? { campaignId: at.campaignId, hashes: new Set<string>() };
        for (const h of hashes) day.hashes.add(h);
        days.set(dayKey(at), day);
      }
      // The batch's own subscribers are added to the day and campaign sketches rather than the cells merged into
      // them: PFMERGE reads every register of a dense sketch (some 0.4 ms), PFADD only the hashes given.
      const campaigns = new Map<string, Set<string>>();
      for (const [key, d] of days) {
        m.pfadd(key, ...d.hashes).expire(key, TTL_SEC);
        n += 2;
        const all = campaigns.get(d.campaignId) ?? new Set<string>();
        for (const h of d.hashes) all.add(h);
        campaigns.set(d.campaignId, all);
      }
      const campaignAt = new Map<string, [number, number]>();
      for (const [id, hashes] of campaigns) {
        m.pfcount(campaignKey(id))
          .pfadd(campaignKey(id), ...hashes)
          .pfcount(campaignKey(id));
        campaignAt.set(id, [n, n + 2]);
        n += 3;
      }
      const r = await m.exec();
      const failed = r?.find(([err]) => err)?.[0];
      if (!r || failed) throw failed ?? new Error('reach: the Redis transaction was discarded');
      return {
        newToCell: cellAt.map(([b, a]) => grown(r, b, a)),
        newToCampaign: new Map([...campaignAt].map(([id, [b, a]]) => [id, grown(r, b, a)])),
      };
    },
    /** Estimated distinct subscribers of a campaign: all time, or over the given days (the sketches' union). */
    count: (campaignId: string, days?: string[]) =>
      days
        ? redis.pfcount(...days.map((d) => `${campaignKey(campaignId)}:${d}`))
        : redis.pfcount(campaignKey(campaignId)),
    /** Estimated distinct subscribers of one creative, all time (the campaign's own: creativeId = campaign id). */
    creativeCount: (campaignId: string, creativeId: string) =>
      redis.pfcount(creativeKey({ campaignId, creativeId: creativeId === campaignId ? undefined : creativeId })),
    /**
     * Estimated distinct subscribers over several campaigns' all-time sketches (PFCOUNT of their union). A campaign's
     * all-time sketch holds exactly the registers of the union of its day sketches (the same hashes go to both in one
     * transaction), so for one campaign this is the figure `count(id, itsDays)` gives the details page.
     */
    campaigns: (ids: string[]) => (ids.length ? redis.pfcount(...ids.map(campaignKey)) : Promise.resolve(0)),
    /** Estimated distinct subscribers over several campaign × day sketches (PFCOUNT of their union). */
    union: (days: { campaignId: string; date: string }[]) =>
      redis.pfcount(...days.map((d) => `${campaignKey(d.campaignId)}:${d.date}`)),
  };
}
export type ReachCounter = ReturnType<typeof reachCounter>;
