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

/** Runs `job` unless one under the same key is still running, and then answers with that one's outcome. */
export type JoinRunning = <T>(key: string, job: () => Promise<T>) => Promise<T>;

/**
 * Joins a request to the same one still running: an advertiser who presses Generate again after a timeout (or a
 * client retrying a 504) waits for the first generation instead of queueing a second one behind it on the same
 * ffmpeg slots. Only while it runs: a finished or failed job is not remembered, so asking again makes a new one.
 */
export function createJoin(): JoinRunning {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, job: () => Promise<T>) => {
    const joined = running.get(key) as Promise<T> | undefined;
    if (joined) return joined;
    const started = Promise.resolve()
      .then(job)
      .finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
