import type { Catalogs } from '@rbt/web-kit';
import { useT } from '@rbt/web-kit';
import en from './en.json';

/** The wizard's words (issue 31); Urdu is fetched only by Urdu pages. */
export const WIZ_CATALOGS: Catalogs = { en, ur: () => import('./ur.json') };

export type WizMessageId = keyof typeof en;
export type WizT = (id: WizMessageId, values?: Record<string, string | number | Date | null | undefined>) => string;
export const useWizT = (): WizT => useT<WizMessageId>();
