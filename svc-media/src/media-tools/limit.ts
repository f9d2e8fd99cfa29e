/** Runs `job` in one of the shared slots on behalf of `owner`. */
export type JobLimit = <T>(owner: string, job: () => Promise<T>) => Promise<T>;

/**
 * A fair semaphore: at most `max` jobs run at once and each owner holds at most one slot at a time. A free slot
 * goes to the oldest waiting job whose owner has none running, so one user's burst (two decode bombs registered
 * at once) waits behind itself while everyone else keeps their usual latency.
 */
export function createLimit(max: number): JobLimit {
  const running = new Set<string>();
  const queue: Array<{ owner: string; start: () => void }> = [];
  const next = () => {
    while (running.size < max) {
      const i = queue.findIndex((w) => !running.has(w.owner));
      if (i < 0) return;
      const [w] = queue.splice(i, 1);
      running.add(w.owner);
      w.start();
    }
  };
  return <T>(owner: string, job: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({
        owner,
        start: () => {
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              running.delete(owner);
              next();
            });
        },
      });
      next();
    });
}
