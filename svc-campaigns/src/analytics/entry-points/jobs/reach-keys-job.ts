import { intervalJob, withLease } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import { moveLegacyReachKeys } from '../../data-access/reach-keys-move';

/** Often enough to pick up a rolling deploy's last stragglers soon after it; a pass after the mark is one EXISTS. */
const EVERY_MS = 10 * 60_000;

/**
 * Every 10 minutes, until a pass finds none: the reach sketches still under their names of before the hash tags
 * move to their tagged names (reach-keys-move.ts). Start-up has made one pass before counting; this one takes what
 * an instance of the previous release counted under the old names while the deploy rolled. One instance a round.
 */
export const reachKeysJob = (deps: Deps) =>
  intervalJob(
    EVERY_MS,
    withLease(deps.redis, `lease:${deps.config.MONGO_DB}:reach-keys`, EVERY_MS, async () => {
      const moved = await moveLegacyReachKeys(deps.redis);
      if (moved) deps.logger.info({ moved }, 'reach sketches moved to their hash-tagged names');
    }),
    deps.logger,
    'reach sketch move failed',
  );
