// Import boundaries (issue 19): the project's never-rules, checked by `npm run lint` so they hold by tool, not by
// discipline. Apps meet only in /api contracts and Kafka events in libs/.
const APP = '^(shell|gateway|mfe-[^/]+|svc-[^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-app-imports-another-app',
      comment: 'No remote imports another remote, no service imports another service, the gateway imports no service.',
      severity: 'error',
      from: { path: APP, pathNot: '/test/' },
      to: { path: APP, pathNot: '^$1/' },
    },
    {
      name: 'tests-import-other-apps-only-through-their-test-server',
      comment:
        'Integration tests start the real neighbouring services through their test-server; nothing else crosses.',
      severity: 'error',
      from: { path: `${APP}test/` },
      to: { path: APP, pathNot: ['^$1/', '^svc-[^/]+/test/test-server\\.ts$'] },
    },
    {
      name: 'libs-import-no-app',
      comment: 'libs/ sit under the apps: they never import one.',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: APP },
    },
    {
      name: 'browser-code-imports-no-server-lib',
      comment:
        'Remotes and the shell run in the browser: no service kit, local stack or Node-only test kit in their source.',
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+)/src/' },
      to: { path: '^libs/(service-kit|local-stack)/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      // react-query's "exports" map hides the file its shared subset re-exports; webpack gets an alias for that one
      // path (libs/mf-shared/src/subset-imports.js), and the subset test checks the file exists.
      to: { couldNotResolve: true, pathNot: '^@tanstack/react-query/build/modern/index[.]js$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.local|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
