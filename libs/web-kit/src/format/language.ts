import type { Language } from '@rbt/contracts';

// The formatters are plain functions every remote calls without a hook; the page has one language at a time (a
// switch reloads it), so the shell and each remote's lifecycles set it here once before anything renders.
let current: Language = 'en';

type UrduFormats = typeof import('./urdu-formats');
let urdu: UrduFormats | null = null;

/** The language the formatters answer in. Urdu needs its formatters loaded first: see loadFormatLanguage. */
export function setFormatLanguage(language: Language): void {
  current = language;
}

/** Puts the formatters in a language, fetching Urdu's (lakh and crore, the errors' words) the first time. */
export async function loadFormatLanguage(language: Language): Promise<void> {
  if (language === 'ur') urdu ??= await import('./urdu-formats');
  current = language;
}

export const formatLanguage = (): Language => current;

/** Urdu's formatters, on an Urdu page only (its lifecycles loaded them before the first render). */
export function urduFormats(): UrduFormats {
  if (!urdu) throw new Error("Urdu formatters are not loaded: await loadFormatLanguage('ur') before rendering");
  return urdu;
}

/** Wraps a figure in a first-strong isolate in Urdu, so "PKR 12,50,000" keeps its order inside a right-to-left sentence. */
export const isolate = (s: string): string => (current === 'ur' ? `\u2068${s}\u2069` : s);
