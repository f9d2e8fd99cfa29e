import crypto from 'node:crypto';
import { isCluster, type Redis } from '@rbt/service-kit';

/** How long a copied sketch may outlive a count that failed half-way (the copies are deleted after the count). */
const COPY_TTL_MS = 60_000;
/** A key's hash tag (`{…}`), which decides its slot; the key itself when it has none. */
const tagOf = (key: string) => /\{[^}]+\}/.exec(key)?.[0] ?? key;

/**
 * Estimated distinct subscribers of the union of each group of sketches (PFCOUNT over the group), answered in group
 * order; an empty group or one of missing sketches is 0. On one Redis, or when each group's keys share a hash tag
 * (one campaign's), a PFCOUNT per group. On a Cluster with a group spanning tags (several campaigns, where PFCOUNT
 * and PFMERGE answer CROSSSLOT), every sketch the groups name is copied once, byte for byte (a HyperLogLog is a
 * string), under one temporary hash tag, and each group counted there: the same registers, so the same estimates
 * one Redis gives. The copies cost a read of each sketch (up to 12 KB) per page load, never on the counting path.
 */
export async function unionCounts(redis: Redis, groups: string[][]): Promise<number[]> {
  const spans = (g: string[]) => new Set(g.map(tagOf)).size > 1;
  if (!isCluster(redis) || !groups.some(spans))
    return Promise.all(groups.map((g) => (g.length ? redis.pfcount(...g) : 0)));
  const keys = [...new Set(groups.flat())];
  const sketches = await Promise.all(keys.map((k) => redis.getBuffer(k)));
  const tmp = `reach:{union-${crypto.randomUUID()}}`;
  const copyOf = new Map(keys.flatMap((k, i) => (sketches[i] ? [[k, `${tmp}:${i}`] as const] : [])));
  if (!copyOf.size) return groups.map(() => 0);
  const m = redis.multi();
  sketches.forEach((sketch, i) => {
    if (sketch) m.set(`${tmp}:${i}`, sketch, 'PX', COPY_TTL_MS);
  });
  let at = copyOf.size;
  const replyAt = groups.map((g) => {
    const copies = g.flatMap((k) => copyOf.get(k) ?? []);
    if (!copies.length) return -1;
    m.pfcount(...copies);
    return at++;
  });
  m.del(...copyOf.values());
  const r = await m.exec();
  const failed = r?.find(([err]) => err)?.[0];
  if (!r || failed) throw failed ?? new Error('reach: the union transaction was discarded');
  return replyAt.map((i) => (i < 0 ? 0 : Number(r[i]![1])));
}
