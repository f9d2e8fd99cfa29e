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

/** Everything a remote's page needs around it, except the router (tests bring a MemoryRouter). */
export function AppProviders({ user, queryClient, children }: AppProvidersProps) {
  return (
    <EuiProvider colorMode="light">
      <QueryClientProvider client={queryClient}>
        <UserContext.Provider value={user}>{children}</UserContext.Provider>
      </QueryClientProvider>
    </EuiProvider>
  );
}
