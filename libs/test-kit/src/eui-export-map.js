// Which of EUI's folders holds each name `@elastic/eui` exports, for eui-lazy.js. Built once per EUI version by a
// child node that loads EUI whole (a few seconds), then read from node_modules/.cache by every jsdom test file.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const LIB = path.dirname(require.resolve('@elastic/eui/lib/index.js'));
const { version } = require('@elastic/eui/package.json');
const CACHE = path.resolve(__dirname, '../../../node_modules/.cache/rbt-test-kit', `eui-exports-${version}.json`);

/** Runs in the child: each name → the deepest module (`components/button`) that exports that same value. */
function build(lib) {
  const map = {};
  // A folder with an index is one module; a folder without one is searched for modules; a .js file is one.
  const modulesIn = (dir) =>
    fs.readdirSync(path.join(lib, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isFile()) return entry.name.endsWith('.js') && entry.name !== 'index.js' ? [rel.slice(0, -3)] : [];
      return fs.existsSync(path.join(lib, rel, 'index.js')) ? [rel] : modulesIn(rel);
    });
  const topNames = fs.readFileSync(path.join(lib, 'index.js'), 'utf8').match(/require\("\.\/[a-z_]+"\)/g) ?? [];
  for (const top of topNames.map((r) => r.slice(11, -2))) {
    const topExports = require(path.join(lib, top));
    for (const name of Object.keys(topExports)) map[name] ??= top;
    for (const mod of modulesIn(top)) {
      const modExports = require(path.join(lib, mod));
      for (const name of Object.keys(modExports)) {
        if (map[name] === top && topExports[name] === modExports[name]) map[name] = mod;
      }
    }
  }
  return map;
}

function euiExportMap() {
  if (!fs.existsSync(CACHE)) {
    const json = execFileSync(
      process.execPath,
      ['-e', `process.stdout.write(JSON.stringify((${build})(${JSON.stringify(LIB)})))`],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    fs.mkdirSync(path.dirname(CACHE), { recursive: true });
    // Several jest workers may build it at once: each writes its own file and renames it into place.
    const tmp = `${CACHE}.${process.pid}`;
    fs.writeFileSync(tmp, json);
    fs.renameSync(tmp, CACHE);
  }
  return { lib: LIB, map: JSON.parse(fs.readFileSync(CACHE, 'utf8')) };
}

module.exports = { euiExportMap };
