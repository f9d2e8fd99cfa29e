import type { SuppressionRepository, SuppressionStore } from './ports';

/** MongoDB holds every suppression; Redis is rebuilt from it. */
export interface SuppressionPorts {
  repo: SuppressionRepository;
  store: SuppressionStore;
}

const BATCH = 10_000;
/**
 * Opt-outs of the last seconds are written to Redis again on every sync: a failover to a replica that missed the
 * last writes keeps `sup-ready` (written long before) but may lose an opt-out made just before it.
 */
export const REAPPLY_WINDOW_MS = 10_000;

/**
 * Loads every suppression from MongoDB into Redis (opt-outs, then the register in force), takes the mark off the
 * hashes of a replaced register, and only then marks the state ready: until then decisions serve nobody.
 */
export async function rebuildSuppression(p: SuppressionPorts): Promise<string> {
  for (;;) {
    const active = await p.repo.active();
    const listId = active?.listId ?? '-';
    await p.repo.eachOptOutBatch(BATCH, (b) => p.store.loadOptOuts(b));
    if (active) await p.repo.eachChunk(active.listId, (hashes) => p.store.loadDnc(active.listId, hashes));
    await p.store.dropStaleDnc(listId);
    // A register put in force while this one loaded (seconds for a large one): the marks just loaded and dropped
    // were for the one before, so load again rather than mark a replaced register ready.
    if (((await p.repo.active())?.listId ?? '-') !== listId) continue;
    await p.store.markReady(listId);
    return listId;
  }
}

/** Moves opt-outs counted in Redis to MongoDB (at least once: the hash is the document id). */
export async function persistOptOuts(p: SuppressionPorts, nowMs: number): Promise<number> {
  let moved = 0;
  for (;;) {
    const { entries, done } = await p.store.pendingOptOuts();
    if (entries.length === 0) return moved;
    await p.repo.addOptOuts(
      entries.filter((e) => /^[0-9a-f]{64}$/.test(e.hash)),
      new Date(nowMs),
    );
    await done();
    moved += entries.length;
  }
}

export type SyncOutcome = 'in_sync' | 'rebuilt';

/**
 * One round of every instance's suppression sync: opt-outs to MongoDB; a rebuild when Redis lost the state
 * (`sup-ready` gone) or holds another register than the one in force; else the recent opt-outs again.
 */
export async function syncSuppression(p: SuppressionPorts, nowMs: number): Promise<SyncOutcome> {
  await persistOptOuts(p, nowMs);
  const [ready, active] = await Promise.all([p.store.ready(), p.repo.active()]);
  if (ready === null || ready !== (active?.listId ?? '-')) {
    await rebuildSuppression(p);
    return 'rebuilt';
  }
  await p.store.loadOptOuts(await p.repo.optOutsSince(new Date(nowMs - REAPPLY_WINDOW_MS)));
  return 'in_sync';
}
