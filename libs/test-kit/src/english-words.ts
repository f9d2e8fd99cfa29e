/**
 * The check that a page is Urdu: the Latin words in its text nodes, but brand names, units and file formats
 * people read as they are. Shared by the jsdom tests of the shell and the remotes (the browser tests judge the page's
 * visible text by the same rule, urdu-checks.ts).
 */
export const LATIN_ALLOWED: readonly string[] = [
  'RBT',
  'Ads',
  'PKR',
  'MP3',
  'WAV',
  'M4A',
  'AAC',
  'OGG',
  'CSV',
  'PDF',
  'MB',
  'LUFS',
  'AI',
  // Operators' engineers say "API key" in Urdu too; the platforms tab's captions keep it (admin.keys.caption).
  'API',
  'VAT',
  'English',
];

/** A Latin word as the checks count it: a letter, then letters or digits ("MP3", "Eid"). */
export const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*/g;
const UUID = /\b[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}\b/gi;
// A long hexadecimal token with a digit is an identifier too (a Mongo id), like a UUID.
const isId = (w: string) => /^[0-9a-f]{12,}$/i.test(w) && /\d/.test(w);

/**
 * The Latin words of one text node that are not allowed. Identifiers (a campaign's UUID, a platform's id, shown
 * while its name is not known yet) are data, not English words.
 */
export function foreignWords(text: string, allowed: ReadonlySet<string>): string[] {
  const words = text.replace(UUID, ' ').match(LATIN_WORD) ?? [];
  return words.filter((w) => !allowed.has(w) && !isId(w));
}

/** Every Latin word under `root` (script and style aside) that is not allowed; `extra` allows user content. */
export function englishWords(root: Node, extra: readonly string[] = []): string[] {
  const allowed = new Set([...LATIN_ALLOWED, ...extra]);
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script,style')) continue;
    words.push(...foreignWords(node.textContent ?? '', allowed));
  }
  return words;
}
