import { createLifecycles } from '@rbt/web-kit';
import { App } from './App/App';
import { DASH_CATALOGS } from './messages';

export const { bootstrap, mount, unmount } = createLifecycles('dashboard', App, { catalogs: DASH_CATALOGS });
