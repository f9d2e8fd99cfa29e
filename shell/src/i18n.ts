// The shell's words through FormatJS's formatter, intl-messageformat, alone: the shell has no React and
// its messages use only arguments, `select` and tags, so it does not need @formatjs/intl (4.5 KiB gzip the signed-out
// pages no longer load). The remotes format with the same shared intl-messageformat (web-kit's i18n/intl.tsx;
// libs/mf-shared SHELL_PROVIDES), so a page loads it once.
import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '@rbt/contracts';
import { loadFormatLanguage } from '@rbt/web-kit/src/format/language';
import en from './messages/en.json';

export type ShellMessageId = keyof typeof en;
type Value = string | number;
// Catalogs arrive precompiled (mf-shared's messages-loader): each message is FormatJS's syntax tree, or a string in
// jest, which reads the JSON as it is and has the parser.
type Catalog = Record<string, ConstructorParameters<typeof IntlMessageFormat>[0]>;

let locale = 'en-PK';
let messages = en as unknown as Catalog;
let formatters = new Map<string, IntlMessageFormat>();

/**
 * Loads the language's catalog and the figures' formatters (Urdu's are their own chunks: English pages never fetch
 * them) and makes them the shell's.
 */
export async function loadShellLanguage(language: Language): Promise<void> {
  const [catalog] = await Promise.all([
    language === 'ur' ? import('./messages/ur.json').then((m) => m.default) : en,
    loadFormatLanguage(language),
  ]);
  locale = language === 'ur' ? 'ur-PK' : 'en-PK';
  messages = catalog as unknown as Catalog;
  formatters = new Map();
}

function formatterOf(id: string): IntlMessageFormat {
  let formatter = formatters.get(id);
  if (!formatter) {
    // A key missing from a catalog is a test failure (parity test); at run time English is the fallback.
    const message = messages[id] ?? (en as unknown as Catalog)[id] ?? id;
    formatter = new IntlMessageFormat(message, locale);
    formatters.set(id, formatter);
  }
  return formatter;
}

/**
 * A message as HTML for the shell's templates. Tags in a message (<b>…</b>, <a>…</a>) become the markup the caller
 * gives for them; catalog text is ours, and values are figures, never user input.
 */
export function t(id: ShellMessageId, values: Record<string, Value | ((chunks: string[]) => string)> = {}): string {
  const out = formatterOf(id as string).format(values as never) as string | string[];
  return Array.isArray(out) ? out.join('') : out;
}

/** Markup helpers for tags in messages. */
export const tag =
  (open: string, close: string) =>
  (chunks: string[]): string =>
    `${open}${chunks.join('')}${close}`;
