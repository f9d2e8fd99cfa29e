import { z } from 'zod';

/**
 * The admin's decision on a running campaign's pending creative: POST
 * /api/admin/campaigns/:id/pending-creative/approve and /reject. `savedAt` is the pending creative's `submittedAt`
 * the admin saw: when the advertiser saved another version since, the decision is refused (409) rather than applied
 * to audio nobody heard.
 */
const savedAt = z.string().datetime({ message: 'savedAt must be an ISO date-time' }).optional();

export const CREATIVE_REVIEW_MESSAGES = {
  reason: 'A reason is required to reject a new ad',
} as const;

export const ApprovePendingCreative = z.object({ savedAt }).strict();
export type ApprovePendingCreative = z.infer<typeof ApprovePendingCreative>;

export const RejectPendingCreative = z
  .object({
    reason: z
      .string({ required_error: CREATIVE_REVIEW_MESSAGES.reason })
      .trim()
      .min(1, CREATIVE_REVIEW_MESSAGES.reason)
      .max(500, 'The reason must be at most 500 characters'),
    savedAt,
  })
  .strict();
export type RejectPendingCreative = z.infer<typeof RejectPendingCreative>;

export const CreativeDecision = z.enum(['approved', 'rejected']);
export type CreativeDecision = z.infer<typeof CreativeDecision>;
