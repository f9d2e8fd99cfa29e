import { intervalJob } from '@rbt/service-kit/jobs';
import type { Deps } from '../../../deps';
import { watchPacing } from '../../domain/pacing-watch-use-case';

/** Every PACING_WATCH_INTERVAL_MS: live campaigns that fell behind their pace open an episode (the owner is told). */
export const pacingWatchJob = (deps: Deps) =>
  intervalJob(deps.config.PACING_WATCH_INTERVAL_MS, () => watchPacing(deps), deps.logger, 'pacing watch round failed');
