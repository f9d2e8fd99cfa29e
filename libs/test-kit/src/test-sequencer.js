// Starts the longest test files first (longest-processing-time scheduling), so on a fresh clone a long file does not
// start last and make the tail while the other workers idle. Jest's own order needs its timing cache, which a fresh
// clone lacks: it then sorts by file size, and the slowest files (real-time waits, simulations) are short ones.
// Durations come from the cache when jest has one, else from test-durations.json (seconds per file, measured in a
// whole-suite run: `npx tsx libs/local-stack/src/test-durations.ts <jest log>`), else a file counts as quick.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const measured = require('./test-durations.json');

const ROOT = path.resolve(__dirname, '../../..');
/** Files not in the table took under jest's 5 s "slow" mark; by file size among themselves, as jest does. */
const QUICK_S = 1;

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const estimate = (test) => {
      const cached = this.time(test);
      if (cached != null) return cached / 1000;
      return measured[path.relative(ROOT, test.path).split(path.sep).join('/')] ?? QUICK_S;
    };
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    const keyed = tests.map((test) => ({ test, failed: this.hasFailed(test), s: estimate(test), bytes: size(test) }));
    keyed.sort((a, b) => Number(b.failed) - Number(a.failed) || b.s - a.s || b.bytes - a.bytes);
    return keyed.map((k) => k.test);
  }
}

module.exports = LongestFirstSequencer;
