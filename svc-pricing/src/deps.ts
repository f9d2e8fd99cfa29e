import type { ServiceDeps } from '@rbt/service-kit';
import type { Config } from './config';
import type { SubscriberDirectory } from './data-access/subscriber-directory-repository';
import type { AudienceListRepository } from './data-access/audience-list-repository';
import type { EstimateCache } from './data-access/estimate-cache-repository';

/**
 * Everything compose() builds once. It lives in its own file (not app.ts) so route files can
 * import the type without an import circle back through app.ts.
 */
export interface Deps extends ServiceDeps<Config> {
  directory: SubscriberDirectory;
  audienceLists: AudienceListRepository;
  estimateCache: EstimateCache;
  /** Now, as every service's clock (a list's createdAt). */
  clock: () => Date;
}
