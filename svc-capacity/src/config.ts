import { z } from 'zod';
import { configReader, serviceConfigOf } from '@rbt/service-kit';

/** Every key svc-capacity reads, validated at start (fail fast). */
export const configSchema = serviceConfigOf(4004, 'rbt_capacity').extend({
  CAPACITY_DEFAULT_PLAYS_PER_USER_HOUR: z.coerce
    .number()
    .nonnegative()
    .max(10)
    .default(0.15)
    .describe(
      'Default inventory of a date-city-slot nobody uploaded: reference audience x this x slot multiplier (1, 1.5, 2); 0 means no inventory until an admin uploads it',
    ),
  CSV_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1_048_576)
    .describe('Largest CSV capacity upload accepted, in bytes'),
  DELIVERY_SIMULATOR: z
    .enum(['on', 'off'])
    .default('off')
    .describe('Play live campaigns against their booked slots and emit delivery.v1 impressions.delivered'),
  DELIVERY_TICK_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe('How often the delivery simulator plays one round'),
});
export type Config = z.infer<typeof configSchema>;

export const readConfig = configReader(configSchema);
