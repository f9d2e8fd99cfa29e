import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';

/**
 * Adds this instance's per-platform decision counts to the shared per-minute counters (Redis) and to the durable
 * hourly counts of the platforms' reports (MongoDB) every few seconds, and once more on stop. A failed flush puts the counts back, so a Redis hiccup delays the report instead of losing traffic.
 */
export function platformTrafficFlushJob(deps: Deps, everyMs = 5000): () => () => Promise<void> {
  const flush = async () => {
    const tallies = deps.platformTally.drain();
    try {
      await deps.platformTraffic.add(deps.servingClock(), tallies);
    } catch (err) {
      deps.platformTally.restore(tallies);
      deps.logger.warn({ err: (err as Error).message }, 'platform traffic flush failed; kept for the next one');
    }
    const hourly = deps.hourlyTally.drain();
    try {
      await deps.platformHours.add(hourly);
    } catch (err) {
      deps.hourlyTally.restore(hourly);
      deps.logger.warn({ err: (err as Error).message }, 'platform hourly counts flush failed; kept for the next one');
    }
  };
  const job = intervalJob(everyMs, flush, deps.logger, 'platform traffic flush failed');
  return () => {
    const stop = job();
    return async () => {
      await stop();
      await flush();
    };
  };
}
