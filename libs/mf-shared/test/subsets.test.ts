import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { SUBSETS, subsetAliases, valueImports, renderSubset, subsetFile } from '../src/subset-imports';
import { SHELL_PROVIDES, SINGLETONS, sharedTable } from '../src';
import path from 'node:path';

// Each package module federation shares as the part the portal uses (EUI, react-router-dom, ...).
describe.each(Object.keys(SUBSETS))('the shared %s subset', (pkg) => {
  it('when a frontend imports a value from the package, then the shared subset provides exactly those names', () => {
    const names = [...valueImports(pkg).keys()];
    const provided = fs.readFileSync(subsetFile(pkg), 'utf8');
    const missing = names.filter((n) => !new RegExp(`^  ${n},$|^export const ${n} = `, 'm').test(provided));
    // A missing name would be undefined at runtime in every remote (types come from the full package).
    expect(names.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    for (const [file, text] of Object.entries(renderSubset(pkg)))
      expect(fs.readFileSync(path.join(path.dirname(subsetFile(pkg)), file), 'utf8')).toBe(text);
  });

  it('when the subset names a value, then it is a real export of the installed package', () => {
    // Plain node loads the package's CommonJS build (jest's module loader trips on one of EUI's ESM dependencies);
    // it has the same export list as the ES build the subset points at.
    const names = [...valueImports(pkg).keys()];
    const out = execFileSync(
      process.execPath,
      [
        '-e',
        `const e = require(${JSON.stringify(pkg)}); console.log(JSON.stringify(${JSON.stringify(names)}.filter((n) => e[n] === undefined)))`,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toEqual([]);
  });

  it('when any frontend builds its federation config, then the package is the singleton subset at the installed version', () => {
    const entry = sharedTable(path.resolve(__dirname, '../../web-kit/package.json'))[pkg];
    expect(entry).toMatchObject({
      singleton: true,
      eager: false,
      import: subsetFile(pkg),
      version: require(`${pkg}/package.json`).version,
    });
  });

  it('when a remote builds its federation config, then it takes the shell copy and bundles none of its own', () => {
    const entry = sharedTable(path.resolve(__dirname, '../../web-kit/package.json'), { provide: false })[pkg];
    expect(entry).toMatchObject({ singleton: true, eager: false, import: false });
    expect(entry).not.toHaveProperty('version');
  });

  it('when a name is listed to come later, then a frontend imports it (the list is not stale)', () => {
    const imported = valueImports(pkg);
    const later = Object.values(SUBSETS[pkg]!.deferred ?? {}).flat();
    expect(later.filter((n) => !imported.has(n))).toEqual([]);
  });

  it('when the subset takes its names, then it does so from a path of the package, never the shared name itself', () => {
    // `from '<pkg>'` inside the provided module would be answered by federation with the shared module itself.
    expect(SUBSETS[pkg]!.source.startsWith(`${pkg}/`)).toBe(true);
  });
});

describe('a subset whose source the package does not export', () => {
  it('when webpack resolves the source, then the alias points at a file that exists', () => {
    const aliases = Object.entries(subsetAliases());
    expect(aliases.map(([from]) => from)).toEqual(['@tanstack/react-query/build/modern/index.js$']);
    for (const [, to] of aliases) expect(fs.existsSync(to)).toBe(true);
  });
});

describe('the remotes and the shell share table', () => {
  const kit = path.resolve(__dirname, '../../web-kit/package.json');

  it('when a remote builds, then it takes what the shell registers and bundles the rest; the shell bundles all', () => {
    const remote = sharedTable(kit, { provide: false });
    const shell = sharedTable(kit);
    expect(Object.keys(remote).sort()).toEqual([...SINGLETONS].sort());
    const consumed = Object.keys(remote).filter((name) => remote[name]!.import === false);
    expect(consumed.sort()).toEqual([...SHELL_PROVIDES].sort());
    expect(Object.values(shell).filter((e) => e.import === false)).toEqual([]);
  });

  it('when the shell is built, then its own code imports each plain name it is counted on to register', () => {
    const plain = SHELL_PROVIDES.filter((name) => !(name in SUBSETS));
    const shellSources = execFileSync(
      'grep',
      ['-rhoE', "from '[^']+'", path.resolve(__dirname, '../../../shell/src')],
      {
        encoding: 'utf8',
      },
    );
    const contracts = execFileSync('grep', ['-rhoE', "from '[^']+'", path.resolve(__dirname, '../../contracts/src')], {
      encoding: 'utf8',
    });
    const imported = (src: string) => (name: string) => src.includes(`from '${name}'`);
    // zod reaches the shell through @rbt/contracts, which the shell imports.
    expect(plain.filter((n) => !imported(shellSources)(n) && !imported(contracts)(n))).toEqual([]);
    expect(imported(shellSources)('@rbt/contracts')).toBe(true);
  });
});
