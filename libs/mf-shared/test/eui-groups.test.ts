import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { GROUPS, groupFile, groupKey, renderFiles, unassigned } from '../src/eui-groups';
import { EUI_HOST, sharedTable } from '../src';

const KIT_PKG = path.resolve(__dirname, '../../web-kit/package.json');

describe('EUI shared as groups', () => {
  it('when a frontend imports a value from @elastic/eui, then exactly one group has it and no group has a name nobody imports', () => {
    // A missing name would be undefined at runtime in every remote (types come from the full EUI package).
    expect(unassigned()).toEqual({ missing: [], unused: [] });
    const all = Object.values(GROUPS).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it('when the groups change, then the generated facade and group files have been written again', () => {
    for (const [file, text] of Object.entries(renderFiles())) expect({ file, text: fs.readFileSync(file, 'utf8') }).toEqual({ file, text });
  });

  it('when a group has a name, then it is a real export of the installed EUI', () => {
    // Plain node loads EUI's CommonJS build (jest's module loader trips on one of its ESM dependencies); it has the
    // same export list as the optimize/es build the groups point at.
    const names = Object.values(GROUPS).flat();
    const out = execFileSync(process.execPath, ['-e', `const e = require('@elastic/eui'); console.log(JSON.stringify(${JSON.stringify(names)}.filter((n) => e[n] === undefined)))`], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([]);
  });

  it('when the shell builds, then it provides every group and the EUI host; when a remote builds, then it takes them from the shell only', () => {
    const version = require('@elastic/eui/package.json').version;
    const host = sharedTable(KIT_PKG, 'host');
    const remote = sharedTable(KIT_PKG, 'remote');
    for (const group of Object.keys(GROUPS)) {
      expect(host[groupKey(group)]).toMatchObject({ singleton: true, eager: false, import: groupFile(group), version });
      expect(remote[groupKey(group)]).toMatchObject({ singleton: true, import: false, version });
    }
    expect(host[EUI_HOST]).toMatchObject({ singleton: true, import: path.resolve(__dirname, '../../web-kit/src/eui-host.tsx') });
    expect(remote[EUI_HOST]).toMatchObject({ singleton: true, import: false });
    // Nothing asks for the package itself at runtime: `@elastic/eui` is the facade in every build.
    expect(host['@elastic/eui']).toBeUndefined();
  });
});
