import type { Cluster, Redis } from 'ioredis';
import calculateSlot from 'cluster-key-slot';

type Arg = string | number;
interface StepPipeline {
  wait(replicas: number, timeoutMs: number): StepPipeline;
  exec(): Promise<[Error | null, unknown][] | null>;
}
/** How long a master's count of connected replicas is trusted before it is asked again. */
const REPLICAS_FRESH_MS = 1000;

/**
 * Runs one atomic step (a defined script; its first key after the key count names the slot) on a Redis Cluster and
 * WAITs in the same pipeline (same node) until `replicas` replicas have it: a master killed right after answering
 * would otherwise take the step with it when its replica is promoted (replication is asynchronous), and a play
 * counted there could be counted again. A master left without replicas (its replica promoted after a failover, none
 * back yet) cannot lose a write to a promotion, so the step waits for the replicas it has (asked every second), and
 * serving goes on there. Fewer acknowledging within `waitMs` is an error: the caller fails closed.
 */
export function replicatedStep(redis: Cluster, replicas: number, waitMs: number) {
  const prefix = redis.options.keyPrefix ?? '';
  const known = new Map<string, { n: number; at: number }>();
  const masterOf = (key: string) => redis.slots[calculateSlot(`${prefix}${key}`)]?.[0];
  const connectedReplicas = async (nodeKey: string | undefined): Promise<number> => {
    const node = redis.nodes('master').find((n: Redis) => `${n.options.host}:${n.options.port}` === nodeKey);
    if (!node || !nodeKey) return replicas;
    const k = known.get(nodeKey);
    if (k && Date.now() - k.at < REPLICAS_FRESH_MS) return k.n;
    const info = await node.info('replication');
    const n = Number(/connected_slaves:(\d+)/.exec(info)?.[1] ?? 0);
    known.set(nodeKey, { n, at: Date.now() });
    return n;
  };
  return async <T>(command: string, ...args: Arg[]): Promise<T> => {
    const nodeKey = masterOf(String(args[1]));
    const need = replicas > 0 ? Math.min(replicas, await connectedReplicas(nodeKey)) : 0;
    const p = redis.pipeline() as unknown as StepPipeline & Record<string, (...a: Arg[]) => StepPipeline>;
    const run = p[command];
    if (!run) throw new Error(`no command ${command}`);
    const chained = run.apply(p, args);
    const results = (await (need > 0 ? chained.wait(need, waitMs) : chained).exec()) ?? [];
    for (const [err] of results) if (err) throw err;
    const acked = need > 0 ? Number(results[1]?.[1] ?? 0) : 0;
    if (acked < need) {
      if (nodeKey) known.delete(nodeKey);
      throw new Error(`${command}: ${acked} of ${need} replicas acknowledged in ${waitMs} ms`);
    }
    return results[0]?.[1] as T;
  };
}
export type ReplicatedStep = ReturnType<typeof replicatedStep>;
