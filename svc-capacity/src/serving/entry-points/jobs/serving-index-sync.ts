import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import {
  invalidationChannel,
  reloadCampaign,
  reloadEverywhere,
  reloadServingIndex,
} from '../../domain/serving-index-reload-use-case';

/**
 * Serving's own subscription to the inventory's changes: Kafka gives a status change to one instance of the group,
 * whose inventory repository announces the write in process; this instance reloads the campaign, then tells the
 * others (serving-index-sync's channel). Taken before the Kafka consumers start, so no change goes unheard.
 */
export function reloadOnInventoryChanges(deps: Deps): void {
  deps.reservations.onChange((campaignId) => reloadEverywhere(deps, campaignId));
}

/**
 * Keeps the index current on EVERY instance: the instance that heard a change publishes the campaign id on Redis
 * pub/sub; each instance reloads that campaign at once (a pause stops new decisions within milliseconds). A full
 * reload every SERVING_INDEX_REFRESH_MS covers a missed message. A runService job: returns its stop.
 */
export function servingIndexSyncJob(deps: Deps): () => () => Promise<void> {
  const fullReload = intervalJob(
    deps.config.SERVING_INDEX_REFRESH_MS,
    () => reloadServingIndex(deps),
    deps.logger,
    'serving index full reload failed',
  );
  return () => {
    const sub = deps.redis.duplicate();
    const channel = invalidationChannel(deps);
    sub.on('error', (err) => deps.logger.warn({ err: err.message }, 'serving invalidation subscriber error'));
    sub.on('message', (_ch: string, campaignId: string) => {
      reloadCampaign(deps, campaignId).catch((err) =>
        deps.logger.warn({ err: (err as Error).message, campaignId }, 'serving index reload failed'),
      );
    });
    void sub.subscribe(channel).catch(() => undefined);
    const stopReloads = fullReload();
    return async () => {
      await stopReloads();
      await sub.quit().catch(() => sub.disconnect());
    };
  };
}
