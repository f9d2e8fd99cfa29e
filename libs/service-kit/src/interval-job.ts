import type { Logger } from './logger';

export { withLease } from './redis-lease';

// Imported as `@rbt/service-kit/jobs`, not from the kit's index: the service shape builds timers only in a service's
// entry-points/jobs/ (.dependency-cruiser.cjs, shape-jobs-only-in-entry-points-jobs).

/**
 * A timer job for runService: `task` every `ms`. A round still running when the next is due is not doubled (the
 * next tick waits for it); a failed round is logged and the next one runs anyway. Stopping waits for the round in
 * flight, so nothing writes after the service's connections close or its test database is dropped. The timer is
 * unref'd, so it never holds a stopping process open.
 */
export function intervalJob(
  ms: number,
  task: () => Promise<unknown>,
  logger: Logger,
  failure: string,
): () => () => Promise<void> {
  return () => {
    let round: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (round) return;
      round = task()
        .then(() => undefined)
        .catch((err) => logger.error({ err }, failure))
        .finally(() => {
          round = undefined;
        });
    }, ms);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await round;
    };
  };
}
