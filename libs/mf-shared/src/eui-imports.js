// Finds the value names the portal's frontends import from '@elastic/eui' (type-only imports are left out).
// Used by the test that keeps eui-subset.mjs complete.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const FRONTEND_SOURCES = [
  'shell/src',
  'mfe-dashboard/src',
  'mfe-wizard/src',
  'mfe-admin/src',
  'mfe-help/src',
  'libs/web-kit/src',
];

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** @returns {Map<string, string[]>} name -> files that import it */
function euiValueImports() {
  const found = new Map();
  const re = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@elastic\/eui'/g;
  for (const dir of FRONTEND_SOURCES) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(re)) {
        if (m[1]) continue;
        for (const raw of m[2].split(',')) {
          const spec = raw.trim();
          if (!spec || spec.startsWith('type ')) continue;
          const name = spec.split(/\s+as\s+/)[0].trim();
          found.set(name, [...(found.get(name) ?? []), path.relative(ROOT, file)]);
        }
      }
    }
  }
  return found;
}

const SUBSET_FILE = path.join(__dirname, 'eui-subset.mjs');

/** The text eui-subset.mjs should have: exactly the names the frontends import, sorted. */
function renderSubset() {
  const names = [...euiValueImports().keys()].sort();
  return [
    "// The part of EUI the portal uses, provided to module federation as the shared '@elastic/eui' singleton.",
    '// A shared module cannot be tree-shaken (any remote could ask for any export), so sharing EUI whole sent ~1 MiB',
    '// gzip to every page; sharing this list keeps one EUI (one theme, one emotion cache) at a fraction of that.',
    '// Generated: `node libs/mf-shared/src/eui-imports.js --write` after a frontend starts or stops using a name',
    '// (libs/mf-shared/test/eui-subset.test.ts fails until then).',
    'export {',
    ...names.map((n) => `  ${n},`),
    "} from '@elastic/eui/optimize/es/index.js';",
    '',
  ].join('\n');
}

if (require.main === module && process.argv.includes('--write')) fs.writeFileSync(SUBSET_FILE, renderSubset());

module.exports = { euiValueImports, renderSubset, SUBSET_FILE };
