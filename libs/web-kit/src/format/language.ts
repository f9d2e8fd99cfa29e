import type { Language } from '@rbt/contracts';

// The formatters are plain functions every remote calls without a hook; the page has one language at a time (a
// switch reloads it), so the shell and each remote's lifecycles set it here once before anything renders.
let current: Language = 'en';

export function setFormatLanguage(language: Language): void {
  current = language;
}

export const formatLanguage = (): Language => current;

/** Wraps a figure in a first-strong isolate in Urdu, so "PKR 12,50,000" keeps its order inside a right-to-left sentence. */
export const isolate = (s: string): string => (current === 'ur' ? `\u2068${s}\u2069` : s);
