import { createLifecycles } from '@rbt/web-kit';
import { App } from './App/App';
import { WIZ_CATALOGS } from './messages';

export const { bootstrap, mount, unmount } = createLifecycles('wizard', App, { catalogs: WIZ_CATALOGS });
