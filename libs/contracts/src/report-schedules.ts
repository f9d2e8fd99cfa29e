import { z } from 'zod';

/** How often a campaign's report goes out: every morning (the day before) or every Monday (the week before). */
export const ReportFrequency = z.enum(['daily', 'weekly']);
export type ReportFrequency = z.infer<typeof ReportFrequency>;

/** The most addresses one campaign's report goes to. */
export const REPORT_RECIPIENTS_MAX = 10;

/** PUT /api/campaigns/:id/report-schedule: the owner's choice of how often and to whom (replaces any earlier one). */
export const ReportScheduleChange = z
  .object({
    frequency: ReportFrequency,
    recipients: z
      .array(z.string().trim().toLowerCase().email('Enter a valid email address').max(254))
      .min(1, 'Add at least one email address')
      .max(REPORT_RECIPIENTS_MAX, `At most ${REPORT_RECIPIENTS_MAX} email addresses`),
  })
  .strict();
export type ReportScheduleChange = z.infer<typeof ReportScheduleChange>;

/** GET (and PUT's answer): the schedule and when its next report is due, or null when none is set. */
export const ReportScheduleView = z.object({
  campaignId: z.string(),
  schedule: z
    .object({ frequency: ReportFrequency, recipients: z.array(z.string()), nextAt: z.string().datetime() })
    .nullable(),
});
export type ReportScheduleView = z.infer<typeof ReportScheduleView>;
