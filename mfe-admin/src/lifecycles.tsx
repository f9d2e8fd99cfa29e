import { createLifecycles } from '@rbt/web-kit';
import { App } from './App/App';
import { ADMIN_CATALOGS } from './messages';

export const { bootstrap, mount, unmount } = createLifecycles('admin', App, { catalogs: ADMIN_CATALOGS });
