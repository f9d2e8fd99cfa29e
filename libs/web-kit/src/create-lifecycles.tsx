import { Component, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AuthUser } from '@rbt/contracts';
// By package path, not './eui-host': that is the request module federation shares, one instance per page.
import { mountArea, unmountArea } from '@rbt/web-kit/src/eui-host';
import { AreaProviders } from './AppProviders';
import { CrashPanel } from './CrashPanel/CrashPanel';
import { ROUTER_FUTURE, createQueryClient } from './query-client';

/** What the shell passes to every application as single-spa customProps. */
export interface ShellProps {
  user: AuthUser;
}

type MountProps = ShellProps & { domElement: HTMLElement };

/** A remote's React tree that throws shows the crash panel in its own area; the other remotes go on. */
class AreaBoundary extends Component<{ area: string; children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) { return { error }; }
  render() { return this.state.error ? <CrashPanel area={this.props.area} error={this.state.error} /> : this.props.children; }
}

/**
 * single-spa lifecycles for a remote's root component, wrapped in the providers every remote shares and rendered
 * under the page's one EuiProvider (./eui-host). The query client lives as long as the remote's module, so cached
 * data survives route changes.
 */
export function createLifecycles(area: string, RootComponent: ComponentType) {
  const queryClient = createQueryClient();
  return {
    bootstrap: async () => undefined,
    // Data is never stale while a page is open (spec §7), but other areas change it in between (the wizard pays a
    // campaign, the scheduler starts it): entering the area again shows the cached data and fetches it afresh.
    mount: async ({ user, domElement }: MountProps) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      await mountArea(area, (
        <AreaBoundary area={area}>
          <AreaProviders user={user} queryClient={queryClient}>
            <BrowserRouter future={ROUTER_FUTURE}>
              <RootComponent />
            </BrowserRouter>
          </AreaProviders>
        </AreaBoundary>
      ), domElement);
    },
    unmount: async () => unmountArea(area),
    queryClient,
  };
}
