// The consumer soaks (`npm run soak`): real service processes killed mid-run, too slow for `npm test`'s budget
// (docs/scaling.md, "Rebalance"). Same transform and stack wait as the node projects of jest.config.js.
const { projects, testTimeout } = require('./jest.config');

const node = projects.find((p) => p.displayName === 'svc-campaigns');

module.exports = {
  testTimeout,
  projects: [{ ...node, displayName: 'soak', testMatch: ['<rootDir>/svc-*/test/**/*.soak.ts'] }],
};
