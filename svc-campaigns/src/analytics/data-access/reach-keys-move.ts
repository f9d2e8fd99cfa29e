import type Redis from 'ioredis';
import { isCluster } from '@rbt/service-kit';
import { LEGACY_PATTERNS, taggedName } from './reach-keys';

/** Set once a pass found no sketch under a name of before the hash tags: later passes stop at reading it. */
export const MOVED_MARK = 'reach:{moved}:tagged-names';

// The old sketch joined into its new name, not renamed over it: a sketch written under both names (an instance of
// the previous release still counting during a rolling deploy, or a batch counted before this pass) keeps the union
// of both. Its expiry is kept (the longer of the two), then the old name goes.
const MOVE = `
local ttl = redis.call('pttl', KEYS[1])
if ttl == -2 then return 0 end
redis.call('pfmerge', KEYS[2], KEYS[1])
if ttl > 0 and redis.call('pttl', KEYS[2]) < ttl then redis.call('pexpire', KEYS[2], ttl) end
redis.call('del', KEYS[1])
return 1`;

/**
 * One pass moving the reach sketches kept under their names of before the hash tags (`reach:campaign:…`,
 * `reach:creative:…`) to their tagged names (reach-keys.ts): SCAN for them, each moved by one script. Answers how
 * many moved, or null when there is nothing to look for: on a Cluster (the untagged names could never be written
 * there: their transaction spanned slots) or once a pass found none (the mark). Safe to run on several instances at
 * once and again: a moved sketch is no longer found, and a merge of what is already there changes nothing.
 */
export async function moveLegacyReachKeys(redis: Redis): Promise<number | null> {
  if (isCluster(redis) || (await redis.exists(MOVED_MARK))) return null;
  let moved = 0;
  for (const pattern of LEGACY_PATTERNS) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      const pairs = keys.flatMap((k) => {
        const tagged = taggedName(k);
        return tagged ? [[k, tagged] as const] : [];
      });
      const done = await Promise.all(pairs.map(([old, tagged]) => redis.eval(MOVE, 2, old, tagged)));
      moved += done.filter((d) => d === 1).length;
    } while (cursor !== '0');
  }
  if (moved === 0) await redis.set(MOVED_MARK, new Date().toISOString());
  return moved;
}
