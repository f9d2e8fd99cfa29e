import { z } from 'zod';
import { configReader, serviceConfigOf } from '@rbt/service-kit';
import { easypaisaConfigKeys } from './config-easypaisa';
import { bankTransferConfigKeys } from './config-bank-transfer';
import { reportConfigKeys } from './config-reports';
import { refundConfigKeys } from './config-refunds';
import { sellerConfigKeys } from './config-seller';
import { reconciliationConfigKeys } from './config-reconciliation';

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
  CAPACITY_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:4004')
    .describe('Base URL of svc-capacity, asked what can still be played before a quote is locked or a top-up paid'),
  CAPACITY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5000)
    .describe('How long submit and top-up wait for svc-capacity before answering 503'),
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
  PAYMENT_RETURN_BASE_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe(
      "The portal's public URL: a provider sends the payer's browser back to its /api/payments/<provider>/return",
    ),
  PAYMENT_EXPIRY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600_000)
    .describe('How long a payer has to approve a wallet payment or pay a voucher before the attempt expires'),
  PAYMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10_000)
    .describe(
      'How long a status inquiry or refund waits for the provider (then the payment stays pending and is retried)',
    ),
  PAYMENT_INQUIRY_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe('How often payments still waiting for the provider are asked about again'),
  PAYMENT_RETURN_WAIT_MS: z.coerce
    .number()
    .int()
    .nonnegative()
    .default(3_000)
    .describe(
      "How long the payer's return waits for the provider's answer before the browser goes on to the checkout page, which asks again",
    ),
  JAZZCASH_BASE_URL: z
    .string()
    .url()
    .default('http://127.0.0.1:4095')
    .describe("JazzCash's host (sandbox or live); the default is the local stand-in"),
  JAZZCASH_MERCHANT_ID: z.string().min(1).default('MC_LOCAL').describe('JazzCash merchant id (pp_MerchantID)'),
  JAZZCASH_PASSWORD: z.string().min(1).default('local-password').describe('JazzCash merchant password (pp_Password)'),
  JAZZCASH_INTEGRITY_SALT: z
    .string()
    .min(1)
    .default('local-salt-0F5DD14AE2')
    .describe('JazzCash integrity salt: the HMAC key of pp_SecureHash (the only secret of the hosted flow)'),
  SCHEDULER_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe('How often scheduled/live campaigns are moved by date (Asia/Karachi)'),
  IDEMPOTENCY_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600_000)
    .describe('How long an Idempotency-Key answer is kept for replays'),
  IDEMPOTENCY_LEASE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10_000)
    .describe('How long a running request holds its Idempotency-Key without renewing it (a crashed one frees it then)'),
  SMTP_URL: z
    .string()
    .url()
    .default('smtp://127.0.0.1:2525')
    .describe(
      'SMTP server that sends notification emails (smtps://user:pass@host:465 in production; the local stand-in by default)',
    ),
  EMAIL_FROM: z.string().default('RBT Ads <no-reply@rbt.local>').describe('From address of notification emails'),
  PORTAL_URL: z
    .string()
    .url()
    .default('http://localhost:8080')
    .describe('Public address of the portal (the gateway), for the links in emails'),
  EMAIL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5000)
    .describe('How often the email outbox is looked at for due emails'),
  EMAIL_RETRY_BASE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30_000)
    .describe('First retry delay of a failed email; doubled after every further failure (up to EMAIL_RETRY_MAX_MS)'),
  EMAIL_MAX_ATTEMPTS: z.coerce
    .number()
    .int()
    .positive()
    .default(8)
    .describe('Failed sends after which an email is dead-lettered (state dead, kept for an operator)'),
  EMAIL_LEASE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(120_000)
    .describe('How long one sender holds an email it claimed; a crashed sender frees it then'),
  PACING_WATCH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 60_000)
    .describe(
      "How often live campaigns' delivery is looked at for falling behind pace (the owner is told once per episode)",
    ),
  REVIEW_SLA_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600_000)
    .describe('The review time told to advertisers while the last 30 days hold too few approvals to take a median of'),
  ...easypaisaConfigKeys,
  ...bankTransferConfigKeys,
  ...reportConfigKeys,
  ...refundConfigKeys,
  ...sellerConfigKeys,
  ...reconciliationConfigKeys,
});
export type Config = z.infer<typeof configSchema>;

export const readConfig = configReader(configSchema);
