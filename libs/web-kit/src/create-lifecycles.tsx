import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import type { AuthUser } from '@rbt/contracts';
import { AppProviders } from './AppProviders';
import { CrashPanel } from './CrashPanel/CrashPanel';
import { ROUTER_FUTURE, createQueryClient } from './query-client';

/** What the shell passes to every application as single-spa customProps. */
export interface ShellProps {
  /** null only on the signed-out map demo (shell DEMO_PATH); every other page is mounted signed in. */
  user: AuthUser | null;
}

/**
 * single-spa lifecycles for a remote's root component, wrapped in the providers every remote shares.
 * The query client lives as long as the remote's module, so cached data survives route changes.
 */
export function createLifecycles(area: string, RootComponent: React.ComponentType, { pageStyles = true } = {}) {
  const queryClient = createQueryClient();
  function Root({ user }: ShellProps) {
    return (
      <AppProviders user={user} queryClient={queryClient} pageStyles={pageStyles}>
        <BrowserRouter future={ROUTER_FUTURE}>
          <RootComponent />
        </BrowserRouter>
      </AppProviders>
    );
  }
  const lifecycles = singleSpaReact<ShellProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    errorBoundary: (error) => <CrashPanel area={area} error={error} />,
  });
  return {
    ...lifecycles,
    // Data is never stale while a page is open (spec §7), but other areas change it in between (the wizard pays a
    // campaign, the scheduler starts it): entering the area again shows the cached data and fetches it afresh.
    mount: (props: Parameters<typeof lifecycles.mount>[0]) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      return lifecycles.mount(props);
    },
    queryClient,
  };
}
