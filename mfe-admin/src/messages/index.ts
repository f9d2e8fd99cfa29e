import type { Catalogs } from '@rbt/web-kit';
import { useT } from '@rbt/web-kit';
import en from './en.json';

/** The admin remote's words; Urdu is fetched only by Urdu pages. */
export const ADMIN_CATALOGS: Catalogs = { en, ur: () => import('./ur.json') };

export type AdminMessageId = keyof typeof en;
export const useAdminT = () => useT<AdminMessageId>();
export type AdminT = ReturnType<typeof useAdminT>;
