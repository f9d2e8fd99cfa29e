import { z } from 'zod';
import { configReader, serviceConfigOf } from '@rbt/service-kit';
import { easypaisaConfigKeys } from './config-easypaisa';
import { bankTransferConfigKeys } from './config-bank-transfer';

/** Every key svc-campaigns reads, validated at start (fail fast). */
export const configSchema = serviceConfigOf(4001, 'rbt_campaigns').extend({
  PRICING_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:4002')
    .describe('Base URL of svc-pricing, asked for the authoritative quote at submit'),
  PRICING_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5000)
    .describe('How long submit waits for svc-pricing before answering 503'),
  MEDIA_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:4003')
    .describe('Base URL of svc-media, asked who owns an audio before a campaign stores it as its creative'),
  MEDIA_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5000)
    .describe('How long a save with an audio URL waits for svc-media before answering 503'),
  PAYMENT_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(2000)
    .describe('Delay of the simulated payment provider (spec §4: about 2 s); 0 in tests'),
  CARD_PROVIDER_KEY: z
    .string()
    .default('')
    .describe('Card provider secret key; while empty the simulated provider is used'),
  SCHEDULER_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe('How often scheduled/live campaigns are moved by date (Asia/Karachi)'),
  IDEMPOTENCY_TTL_S: z.coerce
    .number()
    .int()
    .positive()
    .default(86_400)
    .describe('How long an Idempotency-Key answer is kept for replays'),
  IDEMPOTENCY_LEASE_S: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('How long a running request holds its Idempotency-Key without renewing it (a crashed one frees it then)'),
  ...easypaisaConfigKeys,
  ...bankTransferConfigKeys,
});
export type Config = z.infer<typeof configSchema>;

export const readConfig = configReader(configSchema);
