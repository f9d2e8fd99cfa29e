import { z } from 'zod';
import { configReader, serviceConfigOf, servingKeysConfig } from '@rbt/service-kit';

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
  ...servingKeysConfig,
  PUBLIC_SERVING_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe('Origin operators reach the serving routes at (the gateway); VAST URLs are absolute on it'),
  DECISION_TTL_MS: z.coerce
    .number()
    .int()
    .min(30_000)
    .max(3600_000)
    .default(600_000)
    .describe('How long a decision may be reported: its tracking URLs and its cap reservation expire after this'),
  SERVING_REDIS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(50)
    .describe('Longest a decision waits for Redis before answering the empty VAST'),
  SERVING_CLUSTER_WAIT_REPLICAS: z.coerce
    .number()
    .int()
    .min(0)
    .default(1)
    .describe(
      'On a Redis Cluster (REDIS_CLUSTER_NODES), how many replicas each serving write step waits for (WAIT) before an ad is served or a play counted, so a failover cannot lose them; 0 when the masters have no replicas',
    ),
  SUPPRESSION_SYNC_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(1000)
    .default(250)
    .describe(
      'How often each instance moves opt-outs to MongoDB and checks Redis still holds the suppression state (rebuilt from MongoDB when lost; decisions serve nobody meanwhile)',
    ),
  SERVING_KEY_PREFIX: z
    .string()
    .default('serving:')
    .describe('Prefix of every serving key and channel in Redis (tests isolate themselves with it)'),
  PRICING_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:4002')
    .describe('Base URL of svc-pricing, asked for customer-list members when a list-targeted campaign is indexed'),
  MEDIA_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:4003')
    .describe("Base URL of svc-media, asked for an audio's measured length when a campaign is indexed (VAST Duration)"),
  SERVING_INDEX_REFRESH_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30_000)
    .describe('Full reload of the in-memory campaign index from MongoDB, a safety net beside pub/sub invalidation'),
  ALLOCATION_REPLAN_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe('How often each instance recomputes the allocation plan of the current hour (docs/delivery.md)'),
  SERVING_CLOCK_SHIFT_MS: z.coerce
    .number()
    .int()
    .min(-23 * 3600_000)
    .max(23 * 3600_000)
    .default(0)
    .describe(
      "Milliseconds the serving clock (decisions, tracking, pacing, delivery report, what is still sellable) runs ahead of the wall clock (behind when negative), within the wall clock's Karachi day: the shift moves the hour, never the day; always 0 in production. The browser-test portal sets it to noon of the same Karachi day before 06:00, when no slot is sold, and from 17:00, an hour before the evening slots its campaigns buy begin, so serving and selling are tested at any hour, and a run that goes on past midnight serves the new day as the browser dates it",
    ),
  SMSC_URL: z
    .string()
    .regex(/^smpp:\/\/[^/]+:\d+$/, 'smpp://host:port')
    .default('smpp://127.0.0.1:2775')
    .describe("The operator's SMSC the press-1 SMS go to over SMPP 3.4 (locally, the SMSC stand-in)"),
  SANDBOX_SMSC_URL: z
    // Empty (docker-compose's unset default) means none.
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^smpp:\/\/[^/]+:\d+$/, 'smpp://host:port')
        .optional(),
    )
    .describe(
      "Where a sandbox key's (rbt_test_) press-1 SMS go: an SMSC stand-in, never the operator's SMSC whatever SMSC_URL says. Unset: they are recorded as not sent",
    ),
  SMSC_SYSTEM_ID: z.string().min(1).max(15).default('rbtads').describe('SMPP system_id the SMSC gave the product'),
  SMSC_PASSWORD: z.string().max(8).default('local').describe('SMPP password of that system_id (at most 8 characters)'),
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{1,11}$/, 'An alphanumeric mask of at most 11 characters')
    .default('RBTAds')
    .describe('The alphanumeric sender mask registered with PTA that press-1 SMS are sent from (docs/operators.md)'),
  SMS_SEND_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(1000)
    .describe('How often the SMS sender looks for due (queued or retried) press-1 SMS'),
});
export type Config = z.infer<typeof configSchema>;

export const readConfig = configReader(configSchema);
