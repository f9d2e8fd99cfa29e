import { z } from 'zod';

/** The daily comparison of payments, invoices and refunds with the providers (docs/payments.md, Reconciliation). */
export const reconciliationConfigKeys = {
  RECONCILIATION_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000)
    .describe("How often each instance looks whether today's reconciliation has run (it runs once a Karachi day)"),
  RECONCILIATION_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(35 * 24 * 3600_000)
    .describe('Payments, invoices and refunds of this long back (35 days) are compared with the providers'),
  RECONCILIATION_MAX_ITEMS: z.coerce
    .number()
    .int()
    .positive()
    .default(5000)
    .describe('At most this many items of each kind per run (the oldest of the window first)'),
  RECONCILIATION_LEASE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60_000)
    .describe('How long a run holds its lease; a crashed run frees it then, so another instance can run'),
};
