// The dashboard remote: one remoteEntry.js exposing './lifecycles' (see libs/mf-shared).
const { remoteConfig } = require('@rbt/mf-shared');

module.exports = remoteConfig({ name: 'dashboard', dir: __dirname });
