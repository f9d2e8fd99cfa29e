import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router-dom';
import { IntlProvider } from './i18n/intl';
import type { AuthUser } from '@rbt/contracts';
import { AppProviders } from './AppProviders';
import { CrashPanel } from './CrashPanel/CrashPanel';
import { ROUTER_FUTURE, createQueryClient } from './query-client';
import { intlLocale, loadCatalogs, type Catalog, type Catalogs } from './i18n/catalogs';
import { KIT_CATALOGS } from './i18n/kit-catalogs';
import { pageLanguage } from './i18n/language';
import { loadFormatLanguage } from './format/language';

/** What the shell passes to every application as single-spa customProps. */
export interface ShellProps {
  /** null only on the signed-out map demo (shell DEMO_PATH); every other page is mounted signed in. */
  user: AuthUser | null;
}

interface LifecycleOptions {
  pageStyles?: boolean;
  /** The remote's own messages; web-kit's are always there. A remote without any shows web-kit's only. */
  catalogs?: Catalogs;
}

/**
 * single-spa lifecycles for a remote's root component, wrapped in the providers every remote shares.
 * The query client lives as long as the remote's module, so cached data survives route changes.
 * Each mount reads the page's language from `<html lang>` (the shell set it) and loads that language's catalogs
 * first, so the remote renders in it from its first frame.
 */
export function createLifecycles(
  area: string,
  RootComponent: React.ComponentType,
  { pageStyles = true, catalogs }: LifecycleOptions = {},
) {
  const queryClient = createQueryClient();
  const sets = catalogs ? [KIT_CATALOGS, catalogs] : [KIT_CATALOGS];
  let language = pageLanguage();
  let messages: Catalog = Object.assign({}, ...sets.map((s) => s.en));
  function Root({ user }: ShellProps) {
    return (
      <AppProviders
        user={user}
        queryClient={queryClient}
        pageStyles={pageStyles}
        language={language}
        messages={messages}
      >
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
    // The providers may be what failed: the panel gets its words from a provider of its own.
    errorBoundary: (error) => (
      <IntlProvider locale={intlLocale(language)} messages={messages}>
        <CrashPanel area={area} error={error} />
      </IntlProvider>
    ),
  });
  return {
    ...lifecycles,
    // Data is never stale while a page is open (spec §7), but other areas change it in between (the wizard pays a
    // campaign, the scheduler starts it): entering the area again shows the cached data and fetches it afresh.
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      language = pageLanguage();
      // Urdu's catalogs and formatters are chunks of their own, fetched side by side before the first render.
      [messages] = await Promise.all([loadCatalogs(sets, language), loadFormatLanguage(language)]);
      return lifecycles.mount(props);
    },
    queryClient,
  };
}
