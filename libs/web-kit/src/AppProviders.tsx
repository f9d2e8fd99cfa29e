import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/react';
import { EuiProvider } from '@elastic/eui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { IntlProvider } from './i18n/intl';
import type { AuthUser, Language } from '@rbt/contracts';
import { UserContext } from './user-context';
import { intlLocale, type Catalog } from './i18n/catalogs';
import { KIT_CATALOGS } from './i18n/kit-catalogs';
import { EuiStrings } from './i18n/eui-strings';

export interface AppProvidersProps {
  user: AuthUser | null;
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * false for a remote that only ever mounts beside a page's remote (help): EUI's global reset and utility classes
   * are then injected once per page, by the page's provider, not once per React root.
   */
  pageStyles?: boolean;
  /** Where EUI's emotion styles go; tests keep them out of the document (see testing.tsx). */
  emotionCache?: EmotionCache;
  /** The page's language and its messages, web-kit's and the remote's (createLifecycles loads them). */
  language?: Language;
  messages?: Catalog;
}

/**
 * Everything a remote's page needs around it, except the router (tests bring a MemoryRouter). The page-wide CSS
 * (rtl.css with the Nastaliq face) is the shell's, injected once a page, so no remote carries a copy of it.
 */
export function AppProviders({
  user,
  queryClient,
  children,
  pageStyles = true,
  emotionCache,
  language = 'en',
  messages = KIT_CATALOGS.en,
}: AppProvidersProps) {
  const page = pageStyles ? {} : { globalStyles: false as const, utilityClasses: false as const };
  return (
    <IntlProvider locale={intlLocale(language)} messages={messages}>
      <EuiProvider colorMode="light" {...page} {...(emotionCache ? { cache: emotionCache } : {})}>
        <EuiStrings>
          <QueryClientProvider client={queryClient}>
            <UserContext.Provider value={user}>{children}</UserContext.Provider>
          </QueryClientProvider>
        </EuiStrings>
      </EuiProvider>
    </IntlProvider>
  );
}
