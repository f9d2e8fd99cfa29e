import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { euiValueImports, renderSubset, SUBSET_FILE } from '../src/eui-imports';
import { sharedTable } from '../src';
import path from 'node:path';

describe('the shared EUI subset', () => {
  it('when a frontend imports a value from @elastic/eui, then the shared subset provides exactly those names', () => {
    const names = [...euiValueImports().keys()];
    const provided = fs.readFileSync(SUBSET_FILE, 'utf8');
    const missing = names.filter((n) => !new RegExp(`\\b${n},`).test(provided));
    // A missing name would be undefined at runtime in every remote (types come from the full EUI package).
    expect(missing).toEqual([]);
    expect(provided).toBe(renderSubset());
  });

  it('when EUI exports a name in the subset, then it is a real export of the installed EUI', () => {
    // Plain node loads EUI's CommonJS build (jest's module loader trips on one of its ESM dependencies); it has the
    // same export list as the ES build the subset points at.
    const names = [...euiValueImports().keys()];
    const out = execFileSync(
      process.execPath,
      [
        '-e',
        `const e = require('@elastic/eui'); console.log(JSON.stringify(${JSON.stringify(names)}.filter((n) => e[n] === undefined)))`,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toEqual([]);
  });

  it('when any frontend builds its federation config, then @elastic/eui is the singleton subset at the installed version', () => {
    const entry = sharedTable(path.resolve(__dirname, '../../web-kit/package.json'))['@elastic/eui'];
    expect(entry).toMatchObject({
      singleton: true,
      eager: false,
      import: SUBSET_FILE,
      version: require('@elastic/eui/package.json').version,
    });
  });
});
