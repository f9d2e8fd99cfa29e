import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/react';
import { EuiProvider } from '@elastic/eui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@rbt/contracts';
import { UserContext } from './user-context';

export interface AppProvidersProps {
  user: AuthUser | null;
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * false for a remote that only ever mounts beside a page's remote (help): EUI's global reset and utility classes
   * are then injected once per page, by the page's provider, not once per React root (issue 17).
   */
  pageStyles?: boolean;
  /** Where EUI's emotion styles go; tests keep them out of the document (see testing.tsx). */
  emotionCache?: EmotionCache;
}

/** Everything a remote's page needs around it, except the router (tests bring a MemoryRouter). */
export function AppProviders({ user, queryClient, children, pageStyles = true, emotionCache }: AppProvidersProps) {
  const page = pageStyles ? {} : { globalStyles: false as const, utilityClasses: false as const };
  return (
    <EuiProvider colorMode="light" {...page} {...(emotionCache ? { cache: emotionCache } : {})}>
      <QueryClientProvider client={queryClient}>
        <UserContext.Provider value={user}>{children}</UserContext.Provider>
      </QueryClientProvider>
    </EuiProvider>
  );
}
