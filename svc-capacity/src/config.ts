import { z } from 'zod';
import { commonConfig, loadConfig } from '@rbt/service-kit';

/** Every key svc-capacity reads, validated at start (fail fast). */
export const configSchema = commonConfig.extend({
  PORT: z.coerce.number().int().min(0).default(4004).describe('HTTP port (0 picks a free one)'),
  MONGO_DB: z.string().default('rbt_capacity').describe('Database name; only this service uses it'),
  CAPACITY_DEFAULT_TOTAL: z.coerce.number().int().nonnegative().default(0)
    .describe('Total given to a date-city-slot with no uploaded row when a reservation first needs it; 0 means no inventory until an admin uploads it'),
  CSV_MAX_BYTES: z.coerce.number().int().positive().default(1_048_576).describe('Largest CSV capacity upload accepted, in bytes'),
  DELIVERY_SIMULATOR: z.enum(['on', 'off']).default('off').describe('Play live campaigns against their booked slots and emit delivery.v1 impressions.delivered'),
  DELIVERY_TICK_MS: z.coerce.number().int().positive().default(60_000).describe('How often the delivery simulator plays one round'),
});
export type Config = z.infer<typeof configSchema>;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => loadConfig(configSchema, env);
