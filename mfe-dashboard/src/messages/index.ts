import type { Catalogs } from '@rbt/web-kit';
import { useT } from '@rbt/web-kit';
import en from './en.json';

/** The dashboard remote's words; Urdu is fetched only by Urdu pages. */
export const DASH_CATALOGS: Catalogs = { en, ur: () => import('./ur.json') };

export type DashMessageId = keyof typeof en;
export const useDashT = () => useT<DashMessageId>();
