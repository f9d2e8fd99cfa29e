import { createLifecycles } from '@rbt/web-kit';
import { App } from './App/App';
import { HELP_CATALOGS } from './messages';

// Help always mounts beside a page's remote, whose EuiProvider has put EUI's global styles on the page already.
// The shell mounts help only in answer to a press of Help (shell/src/help-on-demand.ts), so it mounts open.
function OpenedApp() {
  return <App initiallyOpen />;
}

export const { bootstrap, mount, unmount } = createLifecycles('help', OpenedApp, {
  pageStyles: false,
  catalogs: HELP_CATALOGS,
});
