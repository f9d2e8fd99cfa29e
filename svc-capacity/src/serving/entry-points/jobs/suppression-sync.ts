import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import { syncSuppression } from '../../domain/suppression-use-case';

/**
 * Every instance, every SUPPRESSION_SYNC_MS: opt-outs from Redis to MongoDB, and Redis rebuilt from MongoDB when it
 * lost the suppression state (decisions serve nobody meanwhile). One round at a time; a failed round is retried by
 * the next. A runService job: returns its stop.
 */
export const suppressionSyncJob = (deps: Deps) =>
  intervalJob(
    deps.config.SUPPRESSION_SYNC_MS,
    async () => {
      const outcome = await syncSuppression(deps.suppression, Date.now());
      if (outcome === 'rebuilt') deps.logger.warn('suppression state was missing in Redis: rebuilt from MongoDB');
    },
    deps.logger,
    'suppression sync failed; next round retries',
  );
