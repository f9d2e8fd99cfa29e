import type { ReactNode } from 'react';
import { EuiProvider } from '@elastic/eui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@rbt/contracts';
import { UserContext } from './user-context';

export interface AppProvidersProps {
  user: AuthUser | null;
  queryClient: QueryClient;
  children: ReactNode;
}

/** What each remote's tree has of its own: its query cache and the signed-in user. */
export function AreaProviders({ user, queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserContext.Provider value={user}>{children}</UserContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * Everything a remote's page needs around it, except the router (tests bring a MemoryRouter). In the browser the
 * EuiProvider is the page's one (./eui-host) and each remote brings only AreaProviders.
 */
export function AppProviders({ user, queryClient, children }: AppProvidersProps) {
  return (
    <EuiProvider colorMode="light">
      <AreaProviders user={user} queryClient={queryClient}>{children}</AreaProviders>
    </EuiProvider>
  );
}
