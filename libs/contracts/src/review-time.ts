import { z } from 'zod';

/** The window of approvals the review time is the median of. */
export const REVIEW_TIME_WINDOW_DAYS = 30;
/** Fewer approvals than this in the window say little: the configured target is told instead. */
export const REVIEW_TIME_MIN_APPROVALS = 5;

/**
 * How long review takes now (GET /api/dashboard/review-time): from payment (entering review) to approval, the median
 * of the last 30 days' approvals, or the configured target (`sla`) when there were too few to tell.
 */
export const ReviewTime = z.object({
  minutes: z.number().int().nonnegative(),
  basis: z.enum(['median', 'sla']),
  /** Approvals the median was taken over (0 … when the target is told). */
  approvals: z.number().int().nonnegative(),
  windowDays: z.number().int().positive(),
});
export type ReviewTime = z.infer<typeof ReviewTime>;
