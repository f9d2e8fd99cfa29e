// The shell: single-spa root config and federation host with no static remotes (they come from
// /mf-manifest.json at runtime: the gateway serves it in the local stack, public/ in dev).
// No React here; the shared table only lets the remotes negotiate their singletons.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig, federationOptions, outputOf, SHELL_PORT } = require('@rbt/mf-shared');

module.exports = (_env, argv) => {
  const mode = argv?.mode ?? 'production';
  const base = commonConfig(__dirname, mode);
  return {
    ...base,
    entry: { main: './src/index.ts' },
    // publicPath absolute: the shell's index.html is served for deep links such as /campaigns/42/checkout.
    output: outputOf(__dirname, 'shell', '/'),
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        ...federationOptions(path.join(__dirname, 'package.json')),
      }),
      new HtmlWebpackPlugin({ template: './src/index.html' }),
    ],
    devServer: {
      port: SHELL_PORT,
      hot: false,
      historyApiFallback: true,
      static: { directory: path.join(__dirname, 'public') },
      proxy: [{ context: ['/api'], target: process.env.GATEWAY_URL ?? 'http://localhost:8080', changeOrigin: false }],
    },
  };
};
