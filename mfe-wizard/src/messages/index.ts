import type { Catalogs } from '@rbt/web-kit';
import { useT } from '@rbt/web-kit';
import en from './en.json';
import type laterEn from './later/en.json';

/**
 * The wizard's words; Urdu is fetched only by Urdu pages. These are step 1's words only: the files
 * lifecycles.tsx imports statically or loads with a plain lazy(), like the map (first-words.test.ts keeps it so).
 * The later pages' and steps' words are messages/later/, fetched beside their chunks by lazyWithWords.
 */
export const WIZ_CATALOGS: Catalogs = { en, ur: () => import('./ur.json') };

/** Every id of the wizard, of either part: a page's `t()` does not care which chunk brought its words. */
export type WizMessageId = keyof typeof en | keyof typeof laterEn;
export type WizT = (id: WizMessageId, values?: Record<string, string | number | Date | null | undefined>) => string;
export const useWizT = (): WizT => useT<WizMessageId>();
