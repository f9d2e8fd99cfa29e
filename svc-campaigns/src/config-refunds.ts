import { z } from 'zod';

/** How refunds are retried when the provider fails or cannot be reached (docs/payments.md, "Refunds"). */
export const refundConfigKeys = {
  REFUND_RETRY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe('First wait before a failed refund is asked of the provider again (doubled each try, at most 1 h)'),
  REFUND_MAX_TRIES: z.coerce
    .number()
    .int()
    .positive()
    .default(12)
    .describe('Tries before a refund is marked failed and left to an admin (never shown as refunded)'),
};
