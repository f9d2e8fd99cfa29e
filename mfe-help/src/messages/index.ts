import type { Catalogs } from '@rbt/web-kit';
import { useT } from '@rbt/web-kit';
import en from './en.json';

/** The help panel's words; Urdu is fetched only by Urdu pages. */
export const HELP_CATALOGS: Catalogs = { en, ur: () => import('./ur.json') };

export type HelpMessageId = keyof typeof en;
export const useHelpT = () => useT<HelpMessageId>();
