import type { Ack } from './player';

interface Sample {
  at: number;
  counted: Map<string, number>;
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;

/**
 * How long a play takes from its impression's 204 to being visible in analytics. Counting is not in arrival order
 * (partitions, batches), so per campaign the k-th acknowledged impression counts as visible at the first sample whose
 * count reached k (the curves of acknowledged and counted plays, compared). Samples every `everyMs` (their spacing
 * is the figure's resolution).
 */
export function watchFreshness(counted: () => Promise<Map<string, number>>, everyMs = 200) {
  const samples: Sample[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const before = Date.now();
      const c = await counted().catch(() => null);
      if (c) samples.push({ at: before, counted: c });
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (Date.now() - before))));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
    },
    /** Freshness in ms of each acknowledged play (p50/p99/max), and how many were never seen counted. */
    report(acks: readonly Ack[]) {
      const byCampaign = new Map<string, number[]>();
      for (const a of acks) {
        const list = byCampaign.get(a.campaignId) ?? [];
        list.push(a.at);
        byCampaign.set(a.campaignId, list);
      }
      const delays: number[] = [];
      let neverSeen = 0;
      for (const [id, times] of byCampaign) {
        times.sort((x, y) => x - y);
        let s = 0;
        times.forEach((ackAt, k) => {
          while (s < samples.length && (samples[s]!.counted.get(id) ?? 0) < k + 1) s += 1;
          if (s === samples.length) neverSeen += 1;
          else delays.push(Math.max(0, samples[s]!.at - ackAt));
        });
      }
      delays.sort((x, y) => x - y);
      return { p50Ms: pct(delays, 50), p99Ms: pct(delays, 99), maxMs: delays.at(-1) ?? NaN, neverSeen };
    },
  };
}
