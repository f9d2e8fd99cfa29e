// Finds the value names the portal's frontends import from '@elastic/eui' (type-only imports are left out).
// Used by the test that keeps the shared EUI groups (eui-groups.js) complete.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const FRONTEND_SOURCES = ['shell/src', 'mfe-dashboard/src', 'mfe-wizard/src', 'mfe-admin/src', 'mfe-help/src', 'libs/web-kit/src'];

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

module.exports = { euiValueImports };
