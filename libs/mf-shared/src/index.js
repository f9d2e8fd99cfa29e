// Module-federation settings shared by the shell and every remote, kept in one place so the
// singleton table cannot drift between builds (a mismatch means two Reacts at runtime).
const path = require('node:path');
const fs = require('node:fs');
const { GROUPS, FACADE_FILE, groupKey, groupFile } = require('./eui-groups');

/** Packages that hold global state (React tree, router context, query cache, emotion caches). EUI is shared as groups. */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@emotion/react', '@emotion/css'];

/** Remote name -> dev port; the single source for webpack dev servers and the dev manifest. */
const REMOTES = { dashboard: 3001, wizard: 3002, admin: 3003, help: 3004 };
const SHELL_PORT = 3000;

// The shell does not depend on React itself, so versions fall back to web-kit's package.json.
const WEB_KIT_PKG = path.resolve(__dirname, '../../web-kit/package.json');
/** The page's one EUI host (one React root, one EuiProvider); web-kit's lifecycles render every remote into it. */
const EUI_HOST = '@rbt/web-kit/src/eui-host';

function readDeps(pkgPath) {
  return JSON.parse(fs.readFileSync(pkgPath, 'utf8')).dependencies ?? {};
}

/**
 * The shared table of the shell ('host') or a remote. EUI's groups and the EUI host are provided by the shell's build
 * only (remotes: `import: false`), so a page has one copy of each whichever remotes it mounts.
 * @param {string} pkgPath @param {'host' | 'remote'} role
 */
function sharedTable(pkgPath, role = 'remote') {
  const own = readDeps(pkgPath);
  const kit = readDeps(WEB_KIT_PKG);
  const versionOf = (name) => {
    const v = own[name] ?? kit[name];
    if (!v) throw new Error(`mf-shared: no version for ${name} in ${pkgPath} or web-kit`);
    return v;
  };
  const table = Object.fromEntries(SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: versionOf(name), eager: false }]));
  const euiVersion = require('@elastic/eui/package.json').version;
  for (const group of Object.keys(GROUPS)) {
    table[groupKey(group)] = { singleton: true, requiredVersion: versionOf('@elastic/eui'), version: euiVersion, eager: false,
      import: role === 'host' ? groupFile(group) : false };
  }
  const kitVersion = JSON.parse(fs.readFileSync(WEB_KIT_PKG, 'utf8')).version;
  // A path, not the package request: the shell's own code never imports the host, and webpack provides a bare request
  // only when something in the build imports it.
  table[EUI_HOST] = { singleton: true, requiredVersion: kitVersion, version: kitVersion, eager: false,
    import: role === 'host' ? path.join(path.dirname(WEB_KIT_PKG), 'src', 'eui-host.tsx') : false };
  return table;
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
      // `@elastic/eui` is the facade over the shared groups (eui-groups.js); deep paths stay EUI's own. Federation
      // takes each group's request before it is resolved; the group aliases serve child compilations that have no
      // federation (html-webpack-plugin's), which would otherwise fail on them.
      alias: { '@elastic/eui$': FACADE_FILE, ...Object.fromEntries(Object.keys(GROUPS).map((g) => [`${groupKey(g)}$`, groupFile(g)])) },
    },
    module: {
      rules: [
        // Side-effect free, so an import of one name is wired to its group alone, not to every group.
        { test: FACADE_FILE, sideEffects: false },
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
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        { test: /\.(png|svg|geojson)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // moment ships every locale; the portal only formats in English.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      new webpack.NormalModuleReplacementPlugin(/^lodash$/, (resource) => {
        if (/eui-theme-common/.test(resource.context ?? '')) resource.request = path.join(__dirname, 'lodash-unique-id.js');
      }),
    ],
    performance: { hints: false },
  };
}

/** Options common to host and remotes for ModuleFederationPlugin. */
function federationOptions(pkgPath, role = 'remote') {
  return {
    shared: sharedTable(pkgPath, role),
    // Only load a remote's entry when that remote is needed, so one dead remote cannot delay the others.
    shareStrategy: 'loaded-first',
    // The runtime manifest comes from the shell's /mf-manifest.json; no generated manifests or d.ts.
    manifest: false,
    dts: false,
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
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: `rbt_${name}`,
        filename: '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        clean: true,
      },
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { './lifecycles': './src/lifecycles.tsx' },
          ...federationOptions(path.join(dir, 'package.json')),
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

module.exports = { SINGLETONS, EUI_HOST, REMOTES, SHELL_PORT, sharedTable, commonConfig, federationOptions, remoteConfig };
