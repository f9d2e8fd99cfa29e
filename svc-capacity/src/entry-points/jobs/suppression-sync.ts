import type { Deps } from '../../deps';
import { syncSuppression } from '../../domain/suppression-use-case';

/**
 * Every instance, every SUPPRESSION_SYNC_MS: opt-outs from Redis to MongoDB, and Redis rebuilt from MongoDB when it
 * lost the suppression state (decisions serve nobody meanwhile). One round at a time; a failed round is retried by
 * the next. A runService job: returns its stop.
 */
export function suppressionSyncJob(deps: Deps): () => () => Promise<void> {
  return () => {
    let running: Promise<unknown> = Promise.resolve();
    let busy = false;
    const round = () => {
      if (busy) return;
      busy = true;
      running = syncSuppression(deps.suppression, Date.now())
        .then((outcome) => {
          if (outcome === 'rebuilt') deps.logger.warn('suppression state was missing in Redis: rebuilt from MongoDB');
        })
        .catch((err) =>
          deps.logger.warn({ err: (err as Error).message }, 'suppression sync failed; next round retries'),
        )
        .finally(() => {
          busy = false;
        });
    };
    const timer = setInterval(round, deps.config.SUPPRESSION_SYNC_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await running;
    };
  };
}
