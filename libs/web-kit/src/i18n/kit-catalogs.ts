import type { Catalogs } from './catalogs';
import en from '../messages/en.json';

/** web-kit's own words (header, bell, error callouts), merged into every remote's catalog. */
export const KIT_CATALOGS: Catalogs = { en, ur: () => import('../messages/ur.json') };

export type KitMessageId = keyof typeof en;
