/**
 * Issue 31's check that a page is Urdu: the Latin words in its text nodes, but brand names, units and file formats
 * people read as they are. Shared by the jsdom tests of the shell and the remotes (the browser tests walk the page
 * inside chromium with the same list).
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

/** Every Latin word under `root` (script and style aside) that is not allowed; `extra` allows user content. */
export function englishWords(root: Node, extra: readonly string[] = []): string[] {
  const allowed = new Set([...LATIN_ALLOWED, ...extra]);
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const words: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script,style')) continue;
    words.push(...(node.textContent?.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((w) => !allowed.has(w)));
  }
  return words;
}
