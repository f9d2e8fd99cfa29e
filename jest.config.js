// One jest run over every workspace. Node projects talk to the real local stack (see libs/local-stack);
// web projects run in jsdom with msw for HTTP only; the e2e project drives Debian's chromium.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const base = { transform: { '^.+\\.m?(t|j)sx?$': swc }, moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'] };

const nodeProject = (dir) => ({
  ...base,
  displayName: dir,
  testEnvironment: 'node',
  testMatch: [`<rootDir>/${dir}/**/*.test.ts`],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/dist/'],
  // `npm test` starts the stack beside the checks and the build; server tests wait here until it answers.
  globalSetup: '<rootDir>/libs/test-kit/src/await-stack.ts',
});
// Built here, once per EUI version, so that four workers do not each build it in their first web test file.
require('./libs/test-kit/src/eui-export-map').euiExportMap();
const webProject = (dir) => ({
  ...base,
  displayName: dir,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: [`<rootDir>/${dir}/**/*.test.ts?(x)`],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/dist/'],
  moduleNameMapper: {
    // The same EUI, each name loaded from its own folder on first use (see eui-lazy.js).
    '^@elastic/eui$': process.env.EUI_WHOLE ? '@elastic/eui' : '<rootDir>/libs/test-kit/src/eui-lazy.js',
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(png|svg|geojson)$': '<rootDir>/libs/test-kit/src/file-stub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/libs/test-kit/src/web-setup.ts'],
  // ESM-only packages used by the UI are compiled for jest, and so is any .mjs file (msw's helpers ship only ESM).
  transformIgnorePatterns: [
    '/node_modules/(?!(@uppy|nanoid|preact|exifr|react-leaflet|@react-leaflet|uuid|until-async|@formatjs|intl-messageformat)/)(?!.*\\.mjs$)',
  ],
});

/** deploy/: pure (no stack); kubernetes-models ships ESM only, so its "import" files are compiled for jest. */
const deployProject = {
  ...base,
  displayName: 'deploy',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/deploy/test/**/*.test.ts'],
  resolver: '<rootDir>/deploy/test/esm-resolver.cjs',
  transformIgnorePatterns: [
    '/node_modules/(?!(kubernetes-models|@kubernetes-models|is-cidr|cidr-regex)/)(?!.*\\.mjs$)',
  ],
};

module.exports = {
  // Jest 29 reads testTimeout only here, for every project (a per-project value is ignored with a warning).
  // EUI in jsdom and real Kafka/Mongo on two busy cores are slow; a generous limit keeps slowness from reading as failure.
  testTimeout: 120000,
  // Longest files first, from jest's timing cache or, on a fresh clone, the committed table (see the sequencer).
  testSequencer: '<rootDir>/libs/test-kit/src/test-sequencer.js',
  projects: [
    ...[
      'libs/contracts',
      'libs/pricing',
      'libs/service-kit',
      'libs/local-stack',
      'libs/mf-shared',
      'svc-campaigns',
      'svc-pricing',
      'svc-media',
      'svc-capacity',
      'gateway',
    ].map(nodeProject),
    deployProject,
    ...['libs/web-kit', 'shell', 'mfe-dashboard', 'mfe-wizard', 'mfe-admin', 'mfe-help'].map(webProject),
    {
      ...base,
      displayName: 'e2e',
      testEnvironment: '<rootDir>/libs/test-kit/src/e2e-environment.ts',
      setupFilesAfterEnv: ['<rootDir>/libs/test-kit/src/e2e-timeout.ts'],
      testMatch: ['<rootDir>/**/e2e/**/*.e2e.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      globalSetup: '<rootDir>/libs/test-kit/src/e2e-global-setup.ts',
      globalTeardown: '<rootDir>/libs/test-kit/src/e2e-global-teardown.ts',
    },
  ],
};
