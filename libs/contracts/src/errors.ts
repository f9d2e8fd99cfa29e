import { z } from 'zod';

/** The one error format every service and the gateway answer with. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A zod issue as sent in `details` of a 400: the field path joined with dots, and the message. */
export const FieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;
