import { ApiError } from '@rbt/web-kit';

export const SAVE_FAILED = 'Failed to save campaign. Please try again.';

/**
 * Spec §8 standard targeting save failure: toast "Error" with the message, or the fallback text. The server's
 * message ("<status>: <text>") is shown; a network failure or an answer that breaks the contract gets the fallback.
 */
export function saveErrorText(e: unknown): string {
  return e instanceof ApiError && e.message ? e.message : SAVE_FAILED;
}
