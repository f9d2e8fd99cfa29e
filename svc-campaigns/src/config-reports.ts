import { z } from 'zod';

/** Email retry ceiling and the scheduled reports' job (docs/decisions/reports-email.md). */
export const reportConfigKeys = {
  EMAIL_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(3_600_000)
    .describe('Longest wait between two tries of a failed email (the doubling stops there)'),
  REPORT_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60_000)
    .describe('How often due scheduled reports are looked for (they are due at 06:00 Karachi)'),
  REPORT_LEASE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(300_000)
    .describe('How long one instance holds a due report it claimed; a crashed instance frees it then'),
};
