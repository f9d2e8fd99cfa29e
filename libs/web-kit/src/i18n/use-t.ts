import { useCallback } from 'react';
import { useIntl } from './intl';
import type { Language } from '@rbt/contracts';
import type { KitMessageId } from './kit-catalogs';

type Values = Record<string, string | number | Date | null | undefined>;

/**
 * The message function of a catalog: `useT<keyof typeof en>()` types the ids of that catalog, so a missing key is a
 * compile error. Plain strings only; rich text (links, bold) uses FormattedMessage (i18n/intl.tsx).
 */
export function useT<Id extends string>(): (id: Id, values?: Values) => string {
  const intl = useIntl();
  return useCallback((id: Id, values?: Values) => intl.formatMessage({ id }, values), [intl]);
}

export const useKitT = () => useT<KitMessageId>();

/** The page's language, from the provider's locale (AppProviders), for calls that ask a service to answer in it. */
export function usePageLanguage(): Language {
  return useIntl().locale.startsWith('ur') ? 'ur' : 'en';
}
