import { ApiError, apiErrorText } from '@rbt/web-kit';
import type { WizT } from '../messages';

/**
 * Spec §8 standard targeting save failure: toast "Error" with the message, or the fallback text. The service's
 * answer is worded by apiErrorText (never the raw "<status>: <json>"; in the page's language);
 * a network failure or an answer that breaks the contract gets the fallback from the catalog.
 */
export function saveErrorText(e: unknown, t: WizT): string {
  return e instanceof ApiError ? apiErrorText(e) : t('wiz.save.failed');
}
