import crypto from 'node:crypto';
import type Redis from 'ioredis';
import type { PlaceOfPlay } from './cell-parts';
import { batchKey, campaignKey, cellKey, creativeKey, dayKey } from './reach-keys';

/** Day and cell sketches outlive any date range the dashboard asks for (a year and a bit). */
const SKETCH_TTL_SEC = 400 * 86_400;
/** A batch's gains are kept until its cells are written (then forgotten), or for a day if that never happens. */
const GAINS_TTL_SEC = 86_400;

/*
 * KEYS: the batch's gains, then each cell's sketch and its creative's, then each day's, then the campaign's.
 * ARGV: the sketches' TTL, the gains' TTL, then JSON {cells: hashes[][], days: hashes[][], all: hashes[]}.
 * Answers JSON [gain of each cell…, gain of the campaign]: PFCOUNT after − before, never below 0 (an estimate's
 * noise). Gains already kept for the batch are answered as they were: a retried batch (its cells' write failed after
 * the sketches took it) would otherwise find its subscribers there and gain nothing.
 */
const ADD_BATCH_LUA = `
local kept = redis.call('GET', KEYS[1])
if kept then return kept end
local b = cjson.decode(ARGV[3])
local ttl = tonumber(ARGV[1])
-- unpack takes a bounded number of values: the hashes go in slices.
local function add(key, hashes)
  for i = 1, #hashes, 500 do redis.call('PFADD', key, unpack(hashes, i, math.min(i + 499, #hashes))) end
end
local function gain(key, hashes)
  local before = redis.call('PFCOUNT', key)
  add(key, hashes)
  return math.max(0, redis.call('PFCOUNT', key) - before)
end
local gains = {}
local k = 2
for i, hashes in ipairs(b.cells) do
  gains[i] = gain(KEYS[k], hashes)
  add(KEYS[k + 1], hashes)
  redis.call('EXPIRE', KEYS[k], ttl)
  redis.call('EXPIRE', KEYS[k + 1], ttl)
  k = k + 2
end
for _, hashes in ipairs(b.days) do
  add(KEYS[k], hashes)
  redis.call('EXPIRE', KEYS[k], ttl)
  k = k + 1
end
-- The campaign's all-time sketch lives as long as the campaign.
gains[#b.cells + 1] = gain(KEYS[k], b.all)
local out = cjson.encode(gains)
redis.call('SET', KEYS[1], out, 'EX', ARGV[2])
return out`;

type AddBatch = { rbtReachBatch(numKeys: number, ...args: (string | number)[]): Promise<string> };
export interface BatchCell {
  at: PlaceOfPlay;
  hashes: string[];
  /** The plays' event ids: what names the batch when it comes again. */
  eventIds: string[];
}

/**
 * One campaign's share of a batch as one script on its own sketches (one hash slot): each cell's subscribers added to
 * its sketch and its creative's, the campaign's to its day and all-time sketches. The batch's subscribers are added to
 * the day and campaign sketches rather than the cells merged into them: PFMERGE reads every register of a dense
 * sketch, PFADD only the hashes given. Answers each cell's gain and the campaign's, and the key they are kept under.
 */
export function campaignBatch(conn: Redis) {
  conn.defineCommand('rbtReachBatch', { lua: ADD_BATCH_LUA });
  const redis = conn as Redis & AddBatch;
  return async (campaignId: string, cells: BatchCell[]) => {
    const ids = cells.flatMap((c) => c.eventIds).sort();
    const kept = batchKey(campaignId, crypto.createHash('sha1').update(ids.join('\n')).digest('hex'));
    const days = new Map<string, Set<string>>();
    for (const { at, hashes } of cells) {
      const day = days.get(dayKey(at)) ?? new Set<string>();
      for (const h of hashes) day.add(h);
      days.set(dayKey(at), day);
    }
    const keys = [kept, ...cells.flatMap(({ at }) => [cellKey(at), creativeKey(at)]), ...days.keys()];
    keys.push(campaignKey(campaignId));
    const body = {
      cells: cells.map((c) => c.hashes),
      days: [...days.values()].map((d) => [...d]),
      all: [...new Set(cells.flatMap((c) => c.hashes))],
    };
    const gains = JSON.parse(
      await redis.rbtReachBatch(keys.length, ...keys, SKETCH_TTL_SEC, GAINS_TTL_SEC, JSON.stringify(body)),
    ) as number[];
    return { cells: gains.slice(0, cells.length), campaign: gains[cells.length]!, kept };
  };
}
