// Import boundaries: the project's never-rules, checked by `npm run lint` so they hold by tool, not by
// discipline. Apps meet only in /api contracts and Kafka events in libs/.
const APP = '^(shell|gateway|mfe-[^/]+|svc-[^/]+)/';
// The service shape: the four services and the gateway. `$1` in a `to` path is the same service.
const SVC = '^(svc-[^/]+|gateway)/src/';
// A service holding several bounded contexts has one folder per context under src/ (svc-campaigns/src/billing/),
// each with the layers below; a service of one context has the layers at src/. CTX is that optional folder.
const CTX = '([^/]+/|)';
// The ports module: domain/ports.ts (in a context folder or not), or src/ports.ts when the contexts share one Ports.
const PORTS = `${SVC}([^/]+/domain/|domain/|)ports\\.ts$`;
// The layers' folders: a folder under src/ named otherwise is a bounded context.
const LAYERS = '(domain|data-access|entry-points|media-tools)';
// The I/O adapters' folders: repositories and clients, and svc-media's ffmpeg/espeak tools.
const ADAPTERS = '(data-access|media-tools)';
// Modules that reach a database, cache, broker, file, socket or process: only adapters and entry points use them.
const IO_MODULES = [
  '^(node:)?(fs|fs/promises|http|https|http2|net|tls|dgram|dns|child_process|cluster|worker_threads)$',
  '(^|/)node_modules/(mongoose|mongodb|ioredis|kafkajs|koa|koa-[^/]+|@koa/[^/]+|express|express-session|openai|pdfkit|@aws-sdk/[^/]+|undici)/',
];

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
        'Integration tests start the real neighbouring services through their test-server (svc-campaigns with its pricing and media through with-pricing); nothing else crosses.',
      severity: 'error',
      from: { path: `${APP}test/` },
      to: {
        path: APP,
        pathNot: ['^$1/', '^svc-[^/]+/test/test-server\\.ts$', '^svc-campaigns/test/with-pricing\\.ts$'],
      },
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
      name: 'shape-domain-imports-no-entry-point',
      comment: 'entry-points -> domain -> data-access: a use case never reaches back into a route, consumer or job.',
      severity: 'error',
      from: { path: `${SVC}${CTX}domain/` },
      to: { path: `^$1/src/${CTX}entry-points/` },
    },
    {
      name: 'shape-adapter-imports-no-entry-point',
      comment:
        'entry-points -> domain -> data-access: a repository, client or media tool never reaches up to an entry point.',
      severity: 'error',
      from: { path: `${SVC}${CTX}${ADAPTERS}/` },
      to: { path: `^$1/src/${CTX}entry-points/` },
    },
    {
      name: 'shape-adapter-runs-no-use-case',
      comment:
        'No reverse call: an adapter never runs a use case, makes an event or reads ports.ts. It may know the ' +
        "domain's model (its types, and pure rules such as cellKey or the decode budget) so a rule is written once.",
      severity: 'error',
      from: { path: `${SVC}${CTX}${ADAPTERS}/` },
      to: {
        path: `^$1/src/(${CTX}domain/([^/]+-use-case|[^/]+-events|ports)|ports)\\.ts$`,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'shape-domain-reaches-adapters-only-through-ports',
      comment:
        "A use case holds no I/O: it names an adapter's types (type-only, itself or through ports.ts), never imports " +
        "one as a value. One exception: svc-campaigns' campaign-repository.ts also holds the load-decide-write every " +
        'context changes a campaign with (loadOwned, mutate), which reaches the database only through the repository ' +
        'it is given.',
      severity: 'error',
      from: { path: `${SVC}${CTX}domain/`, pathNot: `${SVC}${CTX}domain/ports\\.ts$` },
      to: {
        path: `^$1/src/${CTX}${ADAPTERS}/`,
        pathNot: '^svc-campaigns/src/campaigns/data-access/campaign-repository\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'shape-ports-import-adapter-types-only',
      comment: 'ports.ts names the adapters the use cases are given; it never runs one.',
      severity: 'error',
      from: { path: PORTS },
      to: { path: `^$1/src/${CTX}${ADAPTERS}/`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shape-domain-imports-no-io-module',
      comment: 'No database, cache, broker, HTTP server, file or process module in domain/: those are adapters.',
      severity: 'error',
      from: { path: `${SVC}${CTX}domain/` },
      to: { path: IO_MODULES },
    },
    {
      name: 'shape-events-made-only-in-events-modules-use-cases-or-lifecycle',
      comment:
        "An event envelope is made (the kit's @rbt/service-kit/events) only in a service's domain/*-events.ts, in the " +
        "use case that saves it with the state it reports (svc-capacity: booking-use-case.ts), or in a context's " +
        'domain/lifecycle.ts, whose status rules build the events beside the changes they report.',
      severity: 'error',
      from: { path: SVC, pathNot: `${SVC}${CTX}domain/([^/]+-(events|use-case)|lifecycle)\\.ts$` },
      to: { path: '^libs/service-kit/src/kafka/make-event\\.ts$' },
    },
    {
      name: 'shape-jobs-only-in-entry-points-jobs',
      comment: "Timers (the kit's @rbt/service-kit/jobs) are built only in entry-points/jobs/, not in server.ts.",
      severity: 'error',
      from: { path: SVC, pathNot: `${SVC}${CTX}entry-points/jobs/` },
      to: { path: '^libs/service-kit/src/interval-job\\.ts$' },
    },
    {
      name: 'shape-server-imports-no-domain',
      comment: 'server.ts starts what compose built: its jobs come from entry-points/jobs/, never a use case.',
      severity: 'error',
      from: { path: `${SVC}server\\.ts$` },
      to: { path: `^$1/src/${CTX}domain/` },
    },
    {
      name: 'shape-deps-type-not-from-app',
      comment: 'Routes, consumers and jobs take Deps from deps.ts; only server.ts imports app.ts.',
      severity: 'error',
      from: { path: SVC, pathNot: `${SVC}server\\.ts$` },
      to: { path: '^$1/src/app\\.ts$' },
    },
    {
      name: 'shape-context-imports-other-contexts-only-through-index',
      comment:
        "Bounded contexts meet only in each other's index.ts (what a context lets the others use) or in events; " +
        'type-only imports too, so a context can change what is behind its index alone. Top-level files (compose.ts, ' +
        'deps.ts, server.ts...) wire the contexts and are no context.',
      severity: 'error',
      from: { path: '^(svc-[^/]+)/src/([^/]+)/', pathNot: `^svc-[^/]+/src/${LAYERS}/` },
      to: { path: '^$1/src/[^/]+/', pathNot: ['^$1/src/$2/', '^$1/src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shape-no-cycle-in-service',
      comment: 'No import cycle of values inside a service or the gateway: the layers read one way.',
      severity: 'error',
      from: { path: SVC },
      // A cycle through a type-only import is no cycle when the code runs: ports.ts names every context's adapters,
      // and an adapter may take another context's types from its index.
      to: { path: '^$1/src/', circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
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
    // node_modules stay in the graph as leaves (doNotFollow), so a rule can name an npm module (IO_MODULES).
    exclude: { path: '(^|/)(dist|\\.local|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
