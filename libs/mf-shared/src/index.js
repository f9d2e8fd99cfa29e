// Module-federation settings shared by the shell and every remote, kept in one place so the
// singleton table cannot drift between builds (a mismatch means two Reacts at runtime).
const path = require('node:path');
const fs = require('node:fs');
const { PrecompressPlugin } = require('./precompress');

/** Packages that hold global state (React tree, router context, query cache, theme/emotion caches). */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@elastic/eui',
  '@emotion/react',
  '@emotion/css',
  // No global state, but the shell (manifest, auth user) and every remote (contracts) parse with it: shared, a
  // signed-in page loads zod once instead of twice (~16 KiB gzip).
  'zod',
  // One FormatJS for the page: the shell and the remotes (web-kit's i18n/intl.tsx) format with
  // intl-messageformat, registered by the shell.
  'intl-messageformat',
];

/** Remote name -> dev port; the single source for webpack dev servers and the dev manifest. */
const REMOTES = { dashboard: 3001, wizard: 3002, admin: 3003, help: 3004 };
const SHELL_PORT = 3000;

// The shell does not depend on React itself, so versions fall back to web-kit's package.json.
const WEB_KIT_PKG = path.resolve(__dirname, '../../web-kit/package.json');

function readDeps(pkgPath) {
  return JSON.parse(fs.readFileSync(pkgPath, 'utf8')).dependencies ?? {};
}

// EUI, react-router-dom and react-query are shared as the subset the portal uses (see subset-imports.js): one instance for every
// remote, tree-shaken. With `import` pointing at our file, the version has to be given: it is the installed package's.
const { SUBSETS, subsetFile, subsetAliases } = require('./subset-imports');

function subsetProvided(name) {
  return { import: subsetFile(name), version: require(`${name}/package.json`).version };
}

/**
 * What the shell registers in the share scope on every page: the subsets (an entry with an `import` path is always
 * provided) and what its own code imports (zod, intl-messageformat). A plain entry the shell does not import (React,
 * emotion) is not registered by it, so the first remote that mounts provides that one.
 */
const SHELL_PROVIDES = [...Object.keys(SUBSETS), 'zod', 'intl-messageformat'];

/**
 * The share table of the shell (`provide`) or of a remote. A remote is always mounted by the shell, so it takes what
 * the shell registers (SHELL_PROVIDES) from the share scope with `import: false` instead of compiling its own copy,
 * which no page ever loaded (the shell's was there first); EUI alone was most of each remote's build.
 * @param {string} pkgPath @param {{ provide?: boolean }} [opts]
 */
function sharedTable(pkgPath, opts = {}) {
  const provide = opts.provide ?? true;
  const own = readDeps(pkgPath);
  const kit = readDeps(WEB_KIT_PKG);
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const requiredVersion = own[name] ?? kit[name];
      if (!requiredVersion) throw new Error(`mf-shared: no version for ${name} in ${pkgPath} or web-kit`);
      const entry = { singleton: true, requiredVersion, eager: false };
      if (!provide && SHELL_PROVIDES.includes(name)) return [name, { ...entry, import: false }];
      return [name, name in SUBSETS ? { ...entry, ...subsetProvided(name) } : entry];
    }),
  );
}

// swc minifies the multi-megabyte shared EUI chunk several times faster than terser.
function swcMinifier() {
  const TerserPlugin = require('terser-webpack-plugin');
  return new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } });
}

/** Loaders and plugins every frontend build uses (TypeScript via swc, CSS, no moment locales). */
function commonConfig(dir, mode) {
  const webpack = require('webpack');
  const prod = mode === 'production';
  return {
    mode,
    context: dir,
    // Source maps of the shared EUI bundle doubled the build time; production ships without them.
    devtool: prod ? false : 'eval-cheap-module-source-map',
    // Rebuilds only redo what changed (cache in each package's node_modules/.cache).
    cache: { type: 'filesystem', buildDependencies: { config: [__filename, path.join(dir, 'webpack.config.js')] } },
    optimization: prod ? { minimizer: [swcMinifier()] } : {},
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        ...subsetAliases(),
        // Catalogs arrive precompiled (messages-loader.js): no ICU parser in the browser.
        '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod } },
                target: 'es2020',
              },
            },
          },
        },
        {
          // messages/<language>.json, or a part of a split catalog: messages/<part>/<language>.json (wizard's later words).
          test: /[\\/]src[\\/]messages[\\/]([a-z-]+[\\/])?[a-z]{2}\.json$/,
          type: 'json',
          use: path.join(__dirname, 'messages-loader.js'),
        },
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        { test: /\.(png|svg|geojson|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // moment ships every locale; the portal only formats in English.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      // EUI's predicates without moment (see eui-common-predicates.mjs); moment stays where formatting uses it.
      new webpack.NormalModuleReplacementPlugin(/^\.\/common_predicates$/, (resource) => {
        if (/@elastic[\\/]eui[\\/].*[\\/]services[\\/]predicate$/.test(resource.context ?? ''))
          resource.request = path.join(__dirname, 'eui-common-predicates.mjs');
      }),
      new webpack.NormalModuleReplacementPlugin(/^lodash$/, (resource) => {
        if (/eui-theme-common/.test(resource.context ?? ''))
          resource.request = path.join(__dirname, 'lodash-unique-id.js');
      }),
      // Brotli and gzip copies beside each asset, served by the static servers.
      ...(prod ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
  };
}

// Remotes are plain remoteEntry.js URLs from /mf-manifest.json, never mf-manifest snapshots, and the portal runs in
// browsers only: the runtime's snapshot plugin and node branches are left out (~2 KiB gzip from the shell's main
// and from every remoteEntry.js). Tried and dropped (docs/decisions/frontend-platform.md): one runtime
// for the page (host provideExternalRuntime, remotes externalRuntime) took the remoteEntry.js from 29 to 13 KiB
// but the shell's main from 29 to 51 KiB (it must then carry all of runtime-core, not just what it uses), so a
// page with one remote, and the landing, got heavier.
const EXPERIMENTS = { optimization: { disableSnapshot: true, target: 'web' } };

/**
 * Options common to host and remotes for ModuleFederationPlugin; a remote (`provide: false`) consumes the shell's
 * singletons. @param {string} pkgPath @param {{ provide?: boolean }} [opts]
 */
function federationOptions(pkgPath, opts) {
  return {
    experiments: EXPERIMENTS,
    shared: sharedTable(pkgPath, opts),
    // Only load a remote's entry when that remote is needed, so one dead remote cannot delay the others.
    shareStrategy: 'loaded-first',
    // The runtime manifest comes from the shell's /mf-manifest.json; no generated manifests or d.ts.
    manifest: false,
    dts: false,
  };
}

/**
 * Where the shell's and every remote's build goes: their dist/, content-hashed names (a file can be cached for good),
 * and a federation unique name of their own so two apps' chunk loaders never collide on one page.
 * @param {string} dir @param {string} name @param {string} publicPath
 */
function outputOf(dir, name, publicPath) {
  return {
    path: path.join(dir, 'dist'),
    publicPath,
    uniqueName: `rbt_${name}`,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  };
}

/**
 * Webpack config of one remote: exposes only './lifecycles' from remoteEntry.js.
 * @param {{ name: keyof typeof REMOTES, dir: string }} opts
 */
function remoteConfig({ name, dir }) {
  return (_env, argv) => {
    const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
    const mode = argv?.mode ?? 'production';
    const base = commonConfig(dir, mode);
    const port = REMOTES[name];
    return {
      ...base,
      entry: {},
      output: outputOf(dir, name, 'auto'),
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './lifecycles': './src/lifecycles.tsx' },
          ...federationOptions(path.join(dir, 'package.json'), { provide: false }),
        }),
      ],
      devServer: {
        port,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
        historyApiFallback: false,
      },
    };
  };
}

module.exports = {
  SINGLETONS,
  SHELL_PROVIDES,
  REMOTES,
  SHELL_PORT,
  sharedTable,
  commonConfig,
  federationOptions,
  outputOf,
  remoteConfig,
};
