// Every catalog of every app: a key in one language and not the other fails here, and so does a
// message whose placeholders or tags differ between languages (a translated {cities} would print nothing).
import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const ROOT = path.resolve(__dirname, '../../../..');
const APPS = ['shell', 'libs/web-kit', 'mfe-dashboard', 'mfe-wizard', 'mfe-admin', 'mfe-help'];

/** A catalog is a folder holding `<language>.json`: src/messages, and each part of a split one (mfe-wizard's later/). */
function catalogsUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && /^[a-z]{2}\.json$/.test(e.name)) ? [dir] : [];
  return [...here, ...entries.filter((e) => e.isDirectory()).flatMap((e) => catalogsUnder(path.join(dir, e.name)))];
}

const catalogDirs = APPS.flatMap((app) => catalogsUnder(path.join(ROOT, app, 'src/messages')));
const read = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(file, 'utf8'));

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date) into.add(el.value);
    if (el.type === TYPE.tag) {
      into.add(`<${el.value}>`);
      argumentsOf(el.children, into);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      into.add(el.value);
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('message catalogs', () => {
  test('when the repository is read, then the shell, web-kit and help have English and Urdu catalogs', () => {
    const names = catalogDirs.map((dir) => path.relative(ROOT, dir));
    expect(names).toEqual(
      expect.arrayContaining(['shell/src/messages', 'libs/web-kit/src/messages', 'mfe-help/src/messages']),
    );
  });

  test('when a catalog is split in parts, then every part is checked (the wizard: step 1 and later words)', () => {
    const names = catalogDirs.map((dir) => path.relative(ROOT, dir));
    expect(names).toEqual(expect.arrayContaining(['mfe-wizard/src/messages', 'mfe-wizard/src/messages/later']));
  });

  test.each(catalogDirs.map((dir) => [path.relative(ROOT, dir), dir]))(
    'when %s has a key in one language, then the other language has it, with the same placeholders',
    (_name, dir) => {
      const en = read(path.join(dir, 'en.json'));
      const ur = read(path.join(dir, 'ur.json'));
      expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
      for (const id of Object.keys(en)) {
        const want = [...argumentsOf(parse(en[id]!))].sort();
        expect({ id, args: [...argumentsOf(parse(ur[id]!))].sort() }).toEqual({ id, args: want });
        expect({ id, empty: ur[id]!.trim() === '' }).toEqual({ id, empty: false });
      }
    },
  );
});
