import { createLifecycles } from '@rbt/web-kit';
import { App } from './App/App';

export const { bootstrap, mount, unmount } = createLifecycles('admin', App);
