import type { Cluster } from 'ioredis';

type Arg = string | number;
interface StepPipeline {
  wait(replicas: number, timeoutMs: number): StepPipeline;
  exec(): Promise<[Error | null, unknown][] | null>;
}

/**
 * Runs one atomic step (a defined script) on a Redis Cluster and, when `replicas` > 0, WAITs in the same pipeline
 * (same node) until that many replicas have it: a master killed right after answering would otherwise take the step
 * with it when its replica is promoted (replication is asynchronous), and a play counted there could be counted
 * again. Fewer replicas acknowledging within `waitMs` is an error, so the caller fails closed.
 */
export function replicatedStep(redis: Cluster, replicas: number, waitMs: number) {
  return async <T>(command: string, ...args: Arg[]): Promise<T> => {
    const p = redis.pipeline() as unknown as StepPipeline & Record<string, (...a: Arg[]) => StepPipeline>;
    const run = p[command];
    if (!run) throw new Error(`no command ${command}`);
    const chained = run.apply(p, args);
    const results = (await (replicas > 0 ? chained.wait(replicas, waitMs) : chained).exec()) ?? [];
    for (const [err] of results) if (err) throw err;
    const acked = replicas > 0 ? Number(results[1]?.[1] ?? 0) : 0;
    if (acked < replicas) throw new Error(`${command}: ${acked} of ${replicas} replicas acknowledged in ${waitMs} ms`);
    return results[0]?.[1] as T;
  };
}
export type ReplicatedStep = ReturnType<typeof replicatedStep>;
