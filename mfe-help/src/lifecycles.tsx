import { createLifecycles } from '@rbt/web-kit';
import { App } from './App/App';

// The shell mounts help only in answer to a press of Help (shell/src/help-on-demand.ts), so it mounts open.
function OpenedApp() {
  return <App initiallyOpen />;
}

export const { bootstrap, mount, unmount } = createLifecycles('help', OpenedApp);
