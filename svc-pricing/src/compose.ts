import { buildIndexes, connectInfra, Logger } from '@rbt/service-kit';
import type { Config } from './config';
import type { Deps } from './deps';
import { subscriberDirectory } from './data-access/subscriber-directory-repository';
import { audienceListIndexes, audienceListRepository } from './data-access/audience-list-repository';
import { redisEstimateCache } from './data-access/estimate-cache-repository';

export type { Deps } from './deps';

/** The composition root: builds the connections, repositories and the bus once; entry points only receive them. */
export async function compose(config: Config, logger: Logger): Promise<Deps> {
  const infra = await connectInfra('svc-pricing', config, logger);
  const { mongo, redis } = infra;
  // Every index exists before HTTP writes, as in every service.
  await buildIndexes(mongo, audienceListIndexes);
  return {
    config,
    logger,
    ...infra,
    directory: subscriberDirectory(mongo),
    audienceLists: audienceListRepository(mongo),
    estimateCache: redisEstimateCache(redis, config.CACHE_PREFIX, config.ESTIMATE_CACHE_TTL_MS, logger),
    clock: () => new Date(),
  };
}
