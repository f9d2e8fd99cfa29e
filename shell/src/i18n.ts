// The shell's words (issue 31) through FormatJS's core, @formatjs/intl: the shell has no React, and the remotes'
// react-intl is built on the same shared module (libs/mf-shared SINGLETONS), so the page loads FormatJS once.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Language } from '@rbt/contracts';
import en from './messages/en.json';

export type ShellMessageId = keyof typeof en;
type Value = string | number;

const cache = createIntlCache();
const intlOf = (language: Language, messages: Record<string, unknown>): IntlShape =>
  createIntl(
    { locale: language === 'ur' ? 'ur-PK' : 'en-PK', defaultLocale: 'en-PK', messages: messages as never },
    cache,
  );
let intl = intlOf('en', en);

/** Loads the language's catalog (Urdu is its own chunk: English pages never fetch it) and makes it the shell's. */
export async function loadShellLanguage(language: Language): Promise<void> {
  intl = intlOf(language, language === 'ur' ? (await import('./messages/ur.json')).default : en);
}

/**
 * A message as HTML for the shell's templates. Tags in a message (<b>…</b>, <a>…</a>) become the markup the caller
 * gives for them; catalog text is ours, and values are figures, never user input.
 */
export function t(id: ShellMessageId, values: Record<string, Value | ((chunks: string[]) => string)> = {}): string {
  const out = intl.formatMessage({ id: id as string }, values as never) as string | string[];
  return Array.isArray(out) ? out.join('') : out;
}

/** Markup helpers for tags in messages. */
export const tag =
  (open: string, close: string) =>
  (chunks: string[]): string =>
    `${open}${chunks.join('')}${close}`;
