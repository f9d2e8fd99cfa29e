// Guards the wizard's split catalog (docs/decisions/i18n.md "Wizard"): step 1's chunk carries
// messages/<language>.json, exactly the words of the files lifecycles.tsx imports statically, and every other
// page's, step's and map's words (messages/later/) come with their chunks through lazyWithWords.
import fs from 'node:fs';
import path from 'node:path';
import { dynamicImports, eagerFiles, eagerIds, LIFECYCLES, type WordsUsed } from '../testing/test-eager-words';
import first from './en.json';
import later from './later/en.json';

const SRC = path.resolve(__dirname, '..');
const eager = eagerFiles();
const all: Record<string, string> = { ...first, ...later };
const name = (file: string) => path.relative(SRC, file);
const byFile = (pick: (words: WordsUsed) => Set<string>) =>
  [...eager].flatMap(([file, words]) => [...pick(words)].map((word) => ({ file: name(file), word })));

/** The wizard's code: every .ts/.tsx file under src but tests and their helpers. */
function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe("the wizard's first catalog", () => {
  test('when lifecycles.tsx is followed, then step 1 and its map are reached and the later steps are not', () => {
    const files = [...eager.keys()].map(name);
    expect(files).toEqual(
      expect.arrayContaining([
        name(LIFECYCLES),
        'pages/WizardPage/WizardPage.tsx',
        // Plain lazy() after first paint: its popups speak with step 1's catalog, so an English step 1 fetches no
        // later words at all.
        'components/CityMap/LeafletCityMap.tsx',
      ]),
    );
    expect(files).not.toContain('pages/WizardPage/CreativeStep/CreativeStep.tsx');
  });

  test('when a step 1 file spells out a message id, then the first catalog holds it', () => {
    const missing = byFile((w) => w.ids).filter(({ word }) => !(word in first));
    expect(missing).toEqual([]);
  });

  test("when a step 1 file builds ids from a template's start, then the first catalog holds every id it can make", () => {
    const missing = byFile((w) => w.prefixes).flatMap(({ file, word }) =>
      Object.keys(all)
        .filter((id) => id.startsWith(word) && !(id in first))
        .map((id) => ({ file, prefix: word, id })),
    );
    expect(missing).toEqual([]);
  });

  test('when the first catalog holds an id, then a step 1 file uses it (step 1 carries no later words)', () => {
    const used = eagerIds(first, eager);
    expect(Object.keys(first).filter((id) => !used.has(id))).toEqual([]);
  });

  test('when a lazy chunk uses later words, then it is loaded by lazyWithWords (or its page shows bare ids)', () => {
    const needsLater = (target: string) => [...eagerIds(later, eagerFiles(target))].some((id) => id in later);
    const bare = sourceFiles()
      .flatMap(dynamicImports)
      .filter((d) => !d.withWords && needsLater(d.target))
      .map((d) => `${name(d.file)} → ${name(d.target)}`);
    expect(bare).toEqual([]);
  });
});
