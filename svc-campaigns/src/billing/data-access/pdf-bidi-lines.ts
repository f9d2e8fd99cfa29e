import bidiFactory from 'bidi-js';

/** Line breaking and bidi ordering for pdf-rtl-text.ts (a document in either direction that may hold Urdu). */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const bidi = bidiFactory();

export type Run = { text: string; rtl: boolean; arabic: boolean };
export const hasArabicScript = (s: string) => ARABIC.test(s);

/** Greedy word wrap by measured width (a word wider than the box gets a line of its own). */
export function wrap(paragraph: string, width: number, measure: (word: string) => number): string[] {
  const words = paragraph.split(' ').filter((w) => w !== '');
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let used = 0;
  for (const word of words) {
    const w = measure(word);
    if (line && used + space + w > width) {
      lines.push(line);
      line = '';
      used = 0;
    }
    used += (line ? space : 0) + w;
    line = line ? `${line} ${word}` : word;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** Runs of Arabic-script and other characters in logical order (within a word). */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const arabic = ARABIC.test(ch);
    const last = runs[runs.length - 1];
    if (last && last.arabic === arabic) last.text += ch;
    else runs.push({ text: ch, rtl: arabic, arabic });
  }
  return runs;
}

/**
 * A line's runs in visual (left-to-right) order, in a paragraph of the given direction. Arabic runs keep their
 * logical text (fontkit reverses them while shaping); spaces between two Arabic words stay inside the Arabic run.
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl' = 'ltr'): Run[] {
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const { levels } = embedding;
  // Brackets in a right-to-left run are drawn as their mirror image: "(8%)" reads "(8%)", not ")8%(".
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const order = Array.from({ length: line.length }, (_, i) => i);
  for (const [start, end] of bidi.getReorderSegments(line, embedding)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  const runs: Array<Run & { idx: number[] }> = [];
  for (const i of order) {
    const rtl = levels[i] % 2 === 1;
    const arabic = ARABIC.test(line[i]) || (rtl && line[i] === ' ');
    const last = runs[runs.length - 1];
    if (last && last.rtl === rtl && last.arabic === arabic) last.idx.push(i);
    else runs.push({ text: '', rtl, arabic, idx: [i] });
  }
  return runs.map((r) => {
    // An Arabic run is shaped from its logical text; anything else is drawn as it appears.
    const idx = r.arabic ? [...r.idx].sort((a, b) => a - b) : r.idx;
    return {
      text: idx.map((i) => (r.arabic ? line[i] : (mirrored.get(i) ?? line[i]))).join(''),
      rtl: r.rtl,
      arabic: r.arabic,
    };
  });
}
