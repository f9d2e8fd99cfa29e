import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Runs dependency-cruiser with the root .dependency-cruiser.cjs (the rules `npm run lint` checks), on a small fixture
// tree or on the real one, so a rule that stops matching (a renamed folder, a regex slip) fails a test.
const ROOT = path.resolve(__dirname, '../../..');
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

function run(cwd: string, roots: string[]): string[] {
  try {
    const out = execFileSync(
      process.execPath,
      [CLI, ...roots, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    return violations(out);
  } catch (err) {
    // The CLI exits non-zero when it finds violations; the JSON report is still on stdout.
    return violations(String((err as { stdout?: string }).stdout ?? ''));
  }
}

function violations(json: string): string[] {
  const report = JSON.parse(json) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
}

/** The violations in a fixture tree (path → text) written to a temporary folder beside a copy of the config. */
export function cruiseFixture(files: Record<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'depcruise-'));
  fs.copyFileSync(path.join(ROOT, '.dependency-cruiser.cjs'), path.join(dir, '.dependency-cruiser.cjs'));
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'commonjs', strict: true } }),
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  try {
    // A fixture's node_modules (a fake npm package) is in the graph as a leaf, not a folder to cruise.
    const roots = Object.keys(files).filter((f) => !f.startsWith('node_modules/'));
    return run(dir, [...new Set(roots.map((f) => f.split('/')[0]!))]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The violations in the repository's own folders. */
export const cruiseRepo = (roots: string[]): string[] => run(ROOT, roots);
