import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

/**
 * `tsx libs/local-stack/src/test-durations.ts <jest log>`: writes each test file's wall time, as jest printed it on its
 * PASS/FAIL line of a whole-suite run, to libs/test-kit/src/test-durations.json, the table the test sequencer starts
 * the longest files first by (libs/test-kit/src/test-sequencer.js). Jest prints a time only for files over 5 s.
 */
const LINE = /(?:^|\] )(?:PASS|FAIL) +\S+ +(\S+\.(?:test|e2e)\.tsx?) \((\d+(?:\.\d+)?) s\)/;
/** Jest's colour codes (escape, bracket, numbers, m), when a terminal was attached. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const OUT = path.join(ROOT, 'libs', 'test-kit', 'src', 'test-durations.json');

function main(): void {
  const log = process.argv[2];
  if (!log) throw new Error('usage: test-durations <jest log>');
  const seconds: Record<string, number> = {};
  // run-p prefixes a line with its task's label (`[test:units ] PASS …`); colour codes are stripped first.
  for (const raw of fs.readFileSync(log, 'utf8').split('\n')) {
    const m = LINE.exec(raw.replace(COLOUR, '').trim());
    if (m) seconds[m[1] as string] = Math.round(Number(m[2]));
  }
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([, a], [, b]) => b - a));
  fs.writeFileSync(OUT, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${Object.keys(sorted).length} files over 5 s written to ${path.relative(ROOT, OUT)}`);
}

main();
