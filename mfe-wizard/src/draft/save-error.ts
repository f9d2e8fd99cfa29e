import { ApiError, apiErrorText } from '@rbt/web-kit';

export const SAVE_FAILED = 'Failed to save campaign. Please try again.';

/**
 * Spec §8 standard targeting save failure: toast "Error" with the message, or the fallback text. The service's
 * answer is worded by apiErrorText (issue 28: never the raw "<status>: <json>"); a network failure or an answer that
 * breaks the contract gets the fallback.
 */
export function saveErrorText(e: unknown): string {
  return e instanceof ApiError ? apiErrorText(e) : SAVE_FAILED;
}
