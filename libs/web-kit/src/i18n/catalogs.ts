import type { Language } from '@rbt/contracts';

/** Message id → ICU message (the webpack builds precompile each to its syntax tree: mf-shared messages-loader). */
export type Catalog = Record<string, string>;

/**
 * One app's messages: English is bundled with the code it replaced (an English page fetches no catalog), every
 * other language is its own chunk, fetched only by a page in that language (no Urdu bytes on English pages).
 */
export interface Catalogs {
  en: Catalog;
  ur: () => Promise<{ default: Catalog }>;
}

/** The messages of several apps (web-kit's own and a remote's) in one language, merged for one IntlProvider. */
export async function loadCatalogs(sets: readonly Catalogs[], language: Language): Promise<Catalog> {
  const parts = await Promise.all(sets.map(async (set) => (language === 'en' ? set.en : (await set.ur()).default)));
  return Object.assign({}, ...parts);
}

/** The BCP 47 locale Intl formats with: Pakistan's English and Urdu. */
export const intlLocale = (language: Language): string => (language === 'ur' ? 'ur-PK' : 'en-PK');
