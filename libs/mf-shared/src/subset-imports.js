// Finds the value names the portal's frontends import from each package shared as a subset (type-only imports are
// left out) and renders the subset files from them. Used by the test that keeps those files complete.
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

/**
 * Packages shared as the part the portal uses. `source` is where the subset takes the names from: never the package
 * name itself, which module federation would answer with the shared module the subset provides.
 */
const SUBSETS = {
  '@elastic/eui': {
    file: 'eui-subset.mjs',
    source: '@elastic/eui/optimize/es/index.js',
    why: [
      "// The part of EUI the portal uses, provided to module federation as the shared '@elastic/eui' singleton.",
      '// A shared module cannot be tree-shaken (any remote could ask for any export), so sharing EUI whole sent ~1 MiB',
      '// gzip to every page; sharing this list keeps one EUI (one theme, one emotion cache) at a fraction of that.',
    ],
    // Rendered after a click or on later screens only: each group is an async chunk of the subset's own build,
    // fetched on first render (deferred-component.mjs). Weights: docs/benchmarks.md#pages.
    deferred: {
      'eui-overlays': [
        'EuiConfirmModal',
        'EuiFilePicker',
        'EuiFlyout',
        'EuiFlyoutBody',
        'EuiFlyoutFooter',
        'EuiFlyoutHeader',
        'EuiModal',
        'EuiModalBody',
        'EuiModalFooter',
        'EuiModalHeader',
        'EuiModalHeaderTitle',
      ],
      'eui-table': ['EuiBasicTable'],
    },
  },
  'react-router-dom': {
    file: 'router-subset.mjs',
    source: 'react-router-dom/dist/index.js',
    why: [
      "// The part of react-router-dom the portal uses, provided as the shared 'react-router-dom' singleton (one router",
      '// context for the page). Shared whole it sent the data-router API nobody uses: ~26 KiB gzip on every page.',
    ],
  },
  '@tanstack/react-query': {
    file: 'query-subset.mjs',
    // The package's "exports" map hides this file; commonConfig aliases the path to it (see `resolveTo`).
    source: '@tanstack/react-query/build/modern/index.js',
    resolveTo: () =>
      path.join(path.dirname(require.resolve('@tanstack/react-query/package.json')), 'build/modern/index.js'),
    why: [
      "// The part of @tanstack/react-query the portal uses, provided as the shared '@tanstack/react-query' singleton",
      '// (one QueryClient context for the page); shared whole it also sent infinite and suspense queries, hydration.',
    ],
  },
};

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    // Test files and the jsdom test helpers (testing.tsx) never reach a production build.
    else if (/\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.tsx?$|^testing\.tsx$/.test(entry.name)) yield full;
  }
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** @returns {Map<string, string[]>} name -> files that import it from `pkg` */
function valueImports(pkg) {
  const found = new Map();
  const re = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escape(pkg)}'`, 'g');
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

/** Absolute path of `pkg`'s subset file. */
const subsetFile = (pkg) => path.join(__dirname, SUBSETS[pkg].file);

const camel = (file) => file.replace(/-(\w)/g, (_, c) => c.toUpperCase());

/** Every file of `pkg`'s subset (the subset, then one per deferred group) -> the text it should have. */
function renderSubset(pkg) {
  const { why, source, file, deferred = {} } = SUBSETS[pkg];
  const names = [...valueImports(pkg).keys()].sort();
  const later = new Map(Object.entries(deferred).flatMap(([group, ns]) => ns.map((n) => [n, group])));
  const groups = Object.keys(deferred).filter((g) => names.some((n) => later.get(n) === g));
  // As prettier prints it: one name on one line, more one per line.
  const reexport = (ns) =>
    ns.length === 1
      ? [`export { ${ns[0]} } from '${source}';`]
      : ['export {', ...ns.map((n) => `  ${n},`), `} from '${source}';`];
  const subset = [
    ...why,
    '// Generated: `node libs/mf-shared/src/subset-imports.js --write` after a frontend starts or stops using a name',
    '// (libs/mf-shared/test/subsets.test.ts fails until then).',
    ...(groups.length ? ["import { deferredGroup } from './deferred-component.mjs';", ''] : []),
    ...reexport(names.filter((n) => !later.has(n))),
    ...groups.flatMap((g) => [
      '',
      `const ${camel(g)} = deferredGroup(() => import(/* webpackChunkName: "${g}" */ './${g}.mjs'));`,
      ...names.filter((n) => later.get(n) === g).map((n) => `export const ${n} = ${camel(g)}('${n}');`),
    ]),
    '',
  ];
  const files = { [file]: subset.join('\n') };
  for (const g of groups)
    files[`${g}.mjs`] = [
      `// The async chunk "${g}" of ${file} (generated with it).`,
      ...reexport(names.filter((n) => later.get(n) === g)),
      '',
    ].join('\n');
  return files;
}

/** webpack resolve.alias entries for subset sources a package's "exports" map would refuse. */
function subsetAliases() {
  return Object.fromEntries(
    Object.values(SUBSETS)
      .filter((s) => s.resolveTo)
      .map((s) => [`${s.source}$`, s.resolveTo()]),
  );
}

if (require.main === module && process.argv.includes('--write'))
  for (const pkg of Object.keys(SUBSETS))
    for (const [file, text] of Object.entries(renderSubset(pkg))) fs.writeFileSync(path.join(__dirname, file), text);

module.exports = { SUBSETS, subsetAliases, valueImports, renderSubset, subsetFile };
