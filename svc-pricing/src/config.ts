import { z } from 'zod';
import { configReader, serviceConfigOf } from '@rbt/service-kit';

/** Every key svc-pricing reads, validated at start (fail fast). */
export const configSchema = serviceConfigOf(4002, 'rbt_pricing').extend({
  ESTIMATE_CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10_000)
    .describe('How long an identical estimate is served from Redis (0 turns the cache off)'),
  CACHE_PREFIX: z
    .string()
    .default('svc-pricing:')
    .describe('Prefix of every Redis key of this service (tests isolate themselves with it)'),
  SUBSCRIBER_DIRECTORY: z
    .enum(['none', 'demo'])
    .default('none')
    .describe(
      "Subscriber directory customer lists match against: 'demo' seeds the local stack's made-up one at start when empty; 'none' leaves it to the operator's import",
    ),
  REFERENCE_MAX_AGE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(3600_000)
    .describe('Cache-Control max-age of GET /api/reference/* answers'),
});
export type Config = z.infer<typeof configSchema>;

export const readConfig = configReader(configSchema);
